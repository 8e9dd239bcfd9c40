import type * as React from 'react';
import { COMPETITOR_PLATFORMS, type TCompetitorPlatform } from '../../../../shared/competitor-analysis';
import { PLATFORM_LABELS } from '../../../../shared/competitor-report';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { cn } from '@/lib/utils';

interface Props {
  value: TCompetitorPlatform | '';
  onChange: (p: TCompetitorPlatform) => void;
  invalid: boolean;
  /** Says the choice came from the brand profile, with a way to clear it. */
  mark?: React.ReactNode;
}

export function PlatformStep({ value, onChange, invalid, mark }: Props) {
  return (
    <>
      {mark && <div className="flex">{mark}</div>}
      <RadioGroup
        value={value}
        onValueChange={(v) => onChange(v as TCompetitorPlatform)}
        aria-label="Platform"
        aria-invalid={invalid || undefined}
        className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
      >
        {COMPETITOR_PLATFORMS.map((p) => (
          <label
            key={p}
            htmlFor={`platform-${p}`}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm font-medium transition-colors hover:bg-accent/50',
              value === p && 'border-primary bg-primary/5',
            )}
          >
            <RadioGroupItem id={`platform-${p}`} value={p} />
            {PLATFORM_LABELS[p]}
          </label>
        ))}
      </RadioGroup>
    </>
  );
}
