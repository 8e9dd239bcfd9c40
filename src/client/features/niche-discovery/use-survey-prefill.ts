import * as React from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { TNicheInput } from '../../../shared/niche-discovery';
import { useBrandPrefill } from '@/features/brand-profile/public/prefill';
import { answersFromBrand } from './brand-values';

type Answers = Partial<TNicheInput>;
const fields = (answers: Answers) => Object.keys(answers) as (keyof TNicheInput)[];

/**
 * The survey's answers from the brand profile: the empty ones are filled once the profile loads, and
 * `prefilled` says which still hold the profile's value (they are marked). A new survey starts from
 * the profile's values again.
 */
export function useSurveyPrefill(form: UseFormReturn<TNicheInput>) {
  const [brand, setBrand] = React.useState<Answers>({});
  const [prefilled, setPrefilled] = React.useState<Answers>({});

  useBrandPrefill((profile) => {
    const values = answersFromBrand(profile);
    const current = form.getValues();
    const filled: Answers = {};
    for (const field of fields(values)) {
      const value = values[field];
      if (!value || current[field].trim()) continue;
      form.setValue(field, value);
      filled[field] = value;
    }
    setBrand(values);
    setPrefilled(filled);
  });

  return {
    prefilled,
    clear: (field: keyof TNicheInput) => {
      form.setValue(field, '');
      setPrefilled(({ [field]: _, ...rest }) => rest);
    },
    /** The answers a new survey opens with. */
    fresh: (empty: TNicheInput): TNicheInput => {
      setPrefilled(brand);
      return { ...empty, ...brand };
    },
  };
}
