import type * as React from 'react';
import { BRAND_FIELDS, type TBrandField } from '../../../../shared/brand-profile';
import { focusOnClose, type OpenedDialogProps } from '@/lib/loading/dialog-on-demand';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { BrandOfferRow } from './brand-offer';

interface Props extends OpenedDialogProps {
  rows: BrandOfferRow[];
  ticked: Set<TBrandField>;
  onTickedChange: (ticked: Set<TBrandField>) => void;
  saving: boolean;
  onSave: () => void;
}

/** The fields a result can fill, each with a tick box; loaded when 'Add to brand profile' first opens it. */
export function AddToBrandProfileDialog({
  open,
  onOpenChange,
  rows,
  ticked,
  onTickedChange,
  saving,
  onSave,
  opener,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl" onCloseAutoFocus={focusOnClose(opener)}>
        <DialogHeader>
          <DialogTitle>Add to brand profile</DialogTitle>
          <DialogDescription>
            Tick what this result should fill in. Fields you have already filled stay as they are unless you tick them.
          </DialogDescription>
        </DialogHeader>
        <ul className="flex min-w-0 flex-col gap-3" aria-label="Fields to add">
          {rows.map((row) => {
            const id = `brand-accept-${row.field}`;
            return (
              <li key={row.field} className="min-w-0 rounded-lg border p-3">
                <div className="flex items-start gap-3">
                  <input
                    id={id}
                    type="checkbox"
                    className="mt-1 size-4 shrink-0 accent-primary"
                    checked={ticked.has(row.field)}
                    disabled={row.unchanged}
                    onChange={(e) => {
                      const next = new Set(ticked);
                      if (e.target.checked) next.add(row.field);
                      else next.delete(row.field);
                      onTickedChange(next);
                    }}
                  />
                  <div className="min-w-0 flex-1 text-sm">
                    <label htmlFor={id} className="font-medium">
                      {BRAND_FIELDS[row.field].label}
                    </label>
                    {row.unchanged ? (
                      <p className="text-muted-foreground">Already in your profile.</p>
                    ) : (
                      <dl className="mt-1 grid gap-1">
                        <div className="min-w-0">
                          <dt className="text-xs text-muted-foreground">Now</dt>
                          <dd className="break-words">{row.current || <span className="italic">Empty</span>}</dd>
                        </div>
                        <div className="min-w-0">
                          <dt className="text-xs text-muted-foreground">New</dt>
                          <dd className="break-words">{row.next}</dd>
                        </div>
                      </dl>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" onClick={onSave} disabled={ticked.size === 0 || saving}>
            {saving ? 'Saving...' : 'Add to brand profile'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
