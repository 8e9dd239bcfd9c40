import { BookmarkPlusIcon } from 'lucide-react';
import * as React from 'react';
import {
  BRAND_FIELDS,
  BRAND_FIELD_NAMES,
  type TBrandField,
  type TBrandSource,
  type TBrandValues,
  brandPlatformLabel,
  isEmptyValue,
} from '../../../../shared/brand-profile';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useAcceptIntoBrandProfile } from '../api/accept-into-brand-profile';
import { useBrandProfile } from '../api/get-brand-profile';

export type BrandOffer = Partial<TBrandValues>;

function show(field: TBrandField, value: TBrandValues[TBrandField] | undefined): string {
  if (value === undefined || isEmptyValue(value)) return '';
  if (!Array.isArray(value)) return value;
  return BRAND_FIELDS[field].kind === 'platforms'
    ? value.map((p) => brandPlatformLabel(p as TBrandValues['platforms'][number])).join(', ')
    : value.join(' · ');
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Row {
  field: TBrandField;
  next: string;
  current: string;
  unchanged: boolean;
}

/**
 * 'Add to brand profile' on a result screen: lists the fields the result can fill with the value the
 * profile holds now and the new one. Empty fields start ticked, filled ones do not, so nothing is
 * overwritten unless the person ticks it.
 */
export function AddToBrandProfile({ source, values }: { source: TBrandSource; values: BrandOffer }) {
  const [open, setOpen] = React.useState(false);
  const profile = useBrandProfile();
  const accept = useAcceptIntoBrandProfile();
  const offered = BRAND_FIELD_NAMES.filter((f) => !isEmptyValue(values[f]));
  const rows: Row[] = offered.map((field) => {
    const current = profile.data?.fields[field]?.value;
    return {
      field,
      next: show(field, values[field]),
      current: show(field, current),
      unchanged: same(current, values[field]),
    };
  });
  const [ticked, setTicked] = React.useState<Set<TBrandField>>(new Set());
  const openDialog = () => {
    setTicked(new Set(rows.filter((r) => !r.current).map((r) => r.field)));
    setOpen(true);
  };

  if (offered.length === 0) return null;
  const save = () => {
    const fields = Object.fromEntries([...ticked].map((f) => [f, values[f]])) as BrandOffer;
    accept.mutate(
      { source, fields },
      {
        onSuccess: () => {
          toast.success(`Added ${ticked.size} field${ticked.size === 1 ? '' : 's'} to your brand profile`);
          setOpen(false);
        },
        onError: (err) => toast.error(err.message),
      },
    );
  };

  return (
    <>
      <Button type="button" variant="outline" onClick={openDialog} disabled={profile.isPending}>
        <BookmarkPlusIcon aria-hidden />
        Add to brand profile
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>Add to brand profile</DialogTitle>
            <DialogDescription>
              Tick what this result should fill in. Fields you have already filled stay as they are unless you tick
              them.
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
                        setTicked(next);
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
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="button" onClick={save} disabled={ticked.size === 0 || accept.isPending}>
              {accept.isPending ? 'Saving...' : 'Add to brand profile'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
