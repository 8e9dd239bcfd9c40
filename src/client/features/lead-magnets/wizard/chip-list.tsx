import { XIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Added entries as chips, each with a keyboard-reachable remove button. */
export function ChipList({
  items,
  label,
  onRemove,
}: {
  items: readonly string[];
  label: string;
  onRemove: (item: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="max-w-full">
          <Badge
            variant="secondary"
            className="h-auto max-w-full gap-1 py-1 pr-1 text-sm font-normal whitespace-normal"
          >
            <span className="min-w-0 wrap-anywhere">{item}</span>
            <button
              type="button"
              onClick={() => onRemove(item)}
              aria-label={`Remove "${item}"`}
              className="rounded-sm p-0.5 outline-none hover:bg-background/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <XIcon aria-hidden className="size-3.5" />
            </button>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
