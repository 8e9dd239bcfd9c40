import { DEFAULT_INDUSTRY_CONTEXT } from '../../../../shared/competitor-analysis';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export function ContextStep({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="industry-context">Industry context (optional)</Label>
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
