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
import { dialogOnDemand, useDialogOpener } from '@/lib/loading/dialog-on-demand';
import { toast } from '@/lib/toast';
import { useAcceptIntoBrandProfile } from '../api/accept-into-brand-profile';
import { useBrandProfile } from '../api/get-brand-profile';
import type { BrandOffer, BrandOfferRow } from './brand-offer';

function show(field: TBrandField, value: TBrandValues[TBrandField] | undefined): string {
  if (value === undefined || isEmptyValue(value)) return '';
  if (!Array.isArray(value)) return value;
  return BRAND_FIELDS[field].kind === 'platforms'
    ? value.map((p) => brandPlatformLabel(p as TBrandValues['platforms'][number])).join(', ')
    : value.join(' · ');
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const AddToBrandProfileDialog = dialogOnDemand(
  () => import('./add-to-brand-profile-dialog'),
  'AddToBrandProfileDialog',
  (props) => props.open,
);

/**
 * 'Add to brand profile' on a result screen: lists the fields the result can fill with the value the
 * profile holds now and the new one. Empty fields start ticked, filled ones do not, so nothing is
 * overwritten unless the person ticks it.
 */
export function AddToBrandProfile({ source, values }: { source: TBrandSource; values: BrandOffer }) {
  const profile = useBrandProfile();
  const accept = useAcceptIntoBrandProfile();
  const offered = BRAND_FIELD_NAMES.filter((f) => !isEmptyValue(values[f]));
  const rows: BrandOfferRow[] = offered.map((field) => {
    const current = profile.data?.fields[field]?.value;
    return {
      field,
      next: show(field, values[field]),
      current: show(field, current),
      unchanged: same(current, values[field]),
    };
  });
  const [ticked, setTicked] = React.useState<Set<TBrandField>>(new Set());
  const { setOpen, trigger, dialog } = useDialogOpener({
    beforeOpen: () => setTicked(new Set(rows.filter((r) => !r.current).map((r) => r.field))),
  });

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
      <Button type="button" variant="outline" disabled={profile.isPending} {...trigger}>
        <BookmarkPlusIcon aria-hidden />
        Add to brand profile
      </Button>
      <AddToBrandProfileDialog
        {...dialog}
        rows={rows}
        ticked={ticked}
        onTickedChange={setTicked}
        saving={accept.isPending}
        onSave={save}
      />
    </>
  );
}
