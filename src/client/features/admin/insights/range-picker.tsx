import * as React from 'react';
import { INSIGHTS_RANGES } from '../../../../shared/admin-insights';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type InsightsRangeState, RANGE_LABELS } from './insights-range';

interface Props {
  value: InsightsRangeState;
  onChange: (next: InsightsRangeState) => void;
  /** Why the range cannot be shown, in the server's words; shown under the picker. */
  error: string | null;
}

/** 7, 30 or 90 days up to today, or two days of the admin's choosing applied together. */
export function RangePicker({ value, onChange, error }: Props) {
  const [custom, setCustom] = React.useState(value.range === 'custom');
  const [from, setFrom] = React.useState(value.from);
  const [to, setTo] = React.useState(value.to);
  const errorId = React.useId();
  const showCustom = custom || value.range === 'custom';
  return (
    <div className="grid gap-3">
      <div role="group" aria-label="Range" className="flex w-fit max-w-full flex-wrap rounded-md border p-0.5">
        {INSIGHTS_RANGES.map((r) => {
          const pressed = r === 'custom' ? showCustom : !showCustom && value.range === r;
          return (
            <Button
              key={r}
              type="button"
              size="sm"
              variant={pressed ? 'secondary' : 'ghost'}
              aria-pressed={pressed}
              onClick={() => {
                if (r === 'custom') return setCustom(true);
                setCustom(false);
                onChange({ range: r, from: '', to: '' });
              }}
            >
              {RANGE_LABELS[r]}
            </Button>
          );
        })}
      </div>
      {showCustom && (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ range: 'custom', from, to });
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="insights-from">From</Label>
            <Input
              id="insights-from"
              type="date"
              className="w-40"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="insights-to">To</Label>
            <Input
              id="insights-to"
              type="date"
              className="w-40"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <Button type="submit">Apply</Button>
        </form>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
