import { XIcon } from 'lucide-react';
import * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** Chosen entries as chips, each with a keyboard-reachable remove button; every list editor of the app shows its entries with it. */
export function ChipList({
  items,
  label,
  onRemove,
  problems,
}: {
  items: readonly string[];
  label: string;
  onRemove: (item: string) => void;
  /** What breaks a rule, by position: that chip is marked and says which rule. */
  problems?: ReadonlyMap<number, string>;
}) {
  const base = React.useId();
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {items.map((item, i) => (
        <li key={item} className="grid max-w-full min-w-0 gap-1">
          <Badge
            variant={problems?.has(i) ? 'outline' : 'secondary'}
            aria-invalid={problems?.has(i) || undefined}
            aria-describedby={problems?.has(i) ? `${base}-problem-${i}` : undefined}
            className={cn(
              'h-auto max-w-full gap-1 py-1 pr-1 text-sm font-normal whitespace-normal',
              problems?.has(i) && 'border-destructive text-destructive',
            )}
          >
            <span className="min-w-0 wrap-anywhere">{item}</span>
            <button
              type="button"
              onClick={() => onRemove(item)}
              aria-label={`Remove "${item}"`}
              className="shrink-0 rounded-sm p-0.5 outline-none hover:bg-background/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <XIcon aria-hidden className="size-3.5" />
            </button>
          </Badge>
          {problems?.has(i) && (
            <span id={`${base}-problem-${i}`} className="text-xs text-destructive">
              {problems.get(i)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
