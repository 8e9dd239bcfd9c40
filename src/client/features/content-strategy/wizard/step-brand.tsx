import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { SOURCE_NOTES, type WizardPrefill } from './prefill';
import type { BrandMarks } from './use-wizard-prefill';
import type { WizardValues } from './wizard-values';

/** The niche a hand-off brought keeps its note while the field still holds it. */
export function StepBrand({
  form,
  prefill,
  marks,
}: {
  form: UseFormReturn<WizardValues>;
  prefill: WizardPrefill;
  marks: BrandMarks;
}) {
  const niche = useWatch({ control: form.control, name: 'niche' });
  const note = prefill.from && prefill.niche && niche === prefill.niche ? SOURCE_NOTES[prefill.from] : null;
  return (
    <div className="grid gap-5">
      <FormField id="wizard-brand" label="Brand name" aside={marks('brandName')}>
        <Input
          autoComplete="organization"
          maxLength={120}
          placeholder="e.g. Calm Kitchen"
          {...form.register('brandName')}
        />
      </FormField>
      <FormField
        id="wizard-niche"
        label="Niche"
        aside={note ? <span className="text-xs text-muted-foreground">{note}</span> : marks('niche')}
      >
        <Input maxLength={200} placeholder="e.g. Meal prep for night-shift nurses" {...form.register('niche')} />
      </FormField>
    </div>
  );
}
