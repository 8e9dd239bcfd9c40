import type * as React from 'react';
import { DEFAULT_INDUSTRY_CONTEXT } from '../../../../shared/competitor-analysis';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface Props {
  value: string;
  onChange: (v: string) => void;
  /** Says the context came from the brand profile, with a way to clear it. */
  mark?: React.ReactNode;
}

export function ContextStep({ value, onChange, mark }: Props) {
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor="industry-context">Industry context (optional)</Label>
        {mark}
      </div>
      <Textarea
        id="industry-context"
        rows={4}
        value={value}
        maxLength={1000}
        placeholder="e.g. Positive-reinforcement dog training for first-time puppy owners"
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="text-xs text-muted-foreground">Left blank, the analysis uses: {DEFAULT_INDUSTRY_CONTEXT}.</p>
    </div>
  );
}
