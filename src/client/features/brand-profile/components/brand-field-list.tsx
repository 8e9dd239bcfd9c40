import { PlusIcon } from 'lucide-react';
import { ChipList } from '@/components/chip-list';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { ControlWiring } from './brand-field-text';

interface Props extends ControlWiring {
  label: string;
  itemLabel: string;
  maxItems: number;
  minItems: number | undefined;
  items: string[];
  onItemsChange: (items: string[]) => void;
  /** The entry being typed; Save takes it too, so a typed but unadded entry is not lost. */
  pending: string;
  onPendingChange: (value: string) => void;
}

/** The entries a list would hold with `extra` added: trimmed, blanks and repeats (ignoring case) left out. */
export function withEntry(items: readonly string[], extra: string): string[] {
  const entry = extra.trim();
  if (!entry || items.some((i) => i.toLowerCase() === entry.toLowerCase())) return [...items];
  return [...items, entry];
}

/**
 * A chip editor: type an entry and press Enter (or Add), remove a chip with its cross. Like the text
 * editor it shows the limits rather than enforcing them, and the server's message says what is wrong.
 */
export function BrandFieldList(props: Props) {
  const { id, labelledBy, describedBy, label, itemLabel, maxItems, minItems, items, pending } = props;
  const add = () => {
    props.onItemsChange(withEntry(items, pending));
    props.onPendingChange('');
  };
  const countId = `${id}-count`;
  const over = items.length > maxItems;
  return (
    <div className="grid gap-3" role="group" aria-labelledby={labelledBy}>
      <ChipList
        label={`${label} entries`}
        items={items}
        onRemove={(item) => props.onItemsChange(items.filter((i) => i !== item))}
      />
      <div className="flex gap-2">
        <Input
          id={id}
          autoFocus
          value={pending}
          placeholder={`Add ${itemLabel.toLowerCase()}`}
          aria-label={`New ${itemLabel.toLowerCase()}`}
          aria-describedby={[countId, describedBy].filter(Boolean).join(' ')}
          aria-invalid={describedBy ? true : undefined}
          onChange={(e) => props.onPendingChange(e.target.value)}
          onKeyDown={(e) => {
            // Enter adds the entry; Save is the button.
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={!pending.trim()}>
          <PlusIcon aria-hidden />
          Add
        </Button>
      </div>
      <p id={countId} className={cn('text-xs text-muted-foreground tabular-nums', over && 'text-destructive')}>
        {items.length} of {minItems ? `${minItems} to ${maxItems}` : `up to ${maxItems}`} entries
      </p>
    </div>
  );
}
