import * as React from 'react';
import { PrefilledMark, useBrandPrefill } from '@/features/brand-profile/public/prefill';
import {
  BRAND_MARKS,
  type BrandFill,
  type BrandMarkKey,
  cleared,
  emptyPart,
  fillChange,
  stillFromBrand,
  withFill,
  wizardFromBrand,
} from './brand-values';
import type { UpdateWizard, WizardValues } from './wizard-values';

export type BrandMarks = (key: BrandMarkKey) => React.ReactNode;

/**
 * The wizard's fields from the brand profile: the empty ones are filled once the profile loads, each
 * marked while it holds the profile's value, with Clear beside the mark. `skip` while the wizard holds
 * answers from elsewhere (a hand-off link, a generation being watched): those win. A new plan
 * (`fresh`) starts from the profile's values again.
 */
export function useWizardPrefill(values: WizardValues, update: UpdateWizard, { skip }: { skip: boolean }) {
  const [brand, setBrand] = React.useState<BrandFill>({});
  const [filled, setFilled] = React.useState<BrandFill>({});

  useBrandPrefill(
    (profile) => {
      const all = wizardFromBrand(profile);
      const part = emptyPart(all, values);
      update(fillChange(part));
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
          update(cleared(key));
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
