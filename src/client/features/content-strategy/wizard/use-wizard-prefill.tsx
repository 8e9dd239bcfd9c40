import * as React from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { PrefilledMark, useBrandPrefill } from '@/features/brand-profile/public/prefill';
import {
  BRAND_MARKS,
  type BrandFill,
  type BrandMarkKey,
  cleared,
  emptyPart,
  stillFromBrand,
  withFill,
  wizardFromBrand,
} from './brand-values';
import type { WizardValues } from './wizard-values';

export type BrandMarks = (key: BrandMarkKey) => React.ReactNode;

/**
 * The wizard's fields from the brand profile: the empty ones are filled once the profile loads, each
 * marked while it holds the profile's value, with Clear beside the mark. `skip` while the wizard holds
 * answers from elsewhere (a hand-off link, a generation being watched): those win. A new plan
 * (`fresh`) starts from the profile's values again.
 */
export function useWizardPrefill(form: UseFormReturn<WizardValues>, { skip }: { skip: boolean }) {
  const [brand, setBrand] = React.useState<BrandFill>({});
  const [filled, setFilled] = React.useState<BrandFill>({});
  const values = useWatch({ control: form.control }) as WizardValues;

  useBrandPrefill(
    (profile) => {
      const all = wizardFromBrand(profile);
      const part = emptyPart(all, form.getValues());
      const next = withFill(form.getValues(), part);
      for (const field of Object.keys(next) as (keyof WizardValues)[])
        if (next[field] !== form.getValues(field)) form.setValue(field, next[field]);
      setBrand(all);
      setFilled(part);
    },
    { skip },
  );

  const mark: BrandMarks = (key) =>
    stillFromBrand(key, filled, values) ? (
      <PrefilledMark
        label={BRAND_MARKS[key]}
        onClear={() => {
          for (const [field, value] of Object.entries(cleared(key)))
            form.setValue(field as keyof WizardValues, value, { shouldDirty: true });
          setFilled(({ [key]: _, ...rest }) => rest);
        }}
      />
    ) : null;

  return {
    mark,
    /** The values a new plan opens with. */
    fresh: (empty: WizardValues): WizardValues => {
      setFilled(brand);
      return withFill(empty, brand);
    },
  };
}
