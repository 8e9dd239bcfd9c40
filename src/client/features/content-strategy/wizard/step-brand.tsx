import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { SOURCE_NOTES, type WizardPrefill } from './prefill';
import type { BrandMarks } from './use-wizard-prefill';
import type { UpdateWizard, WizardValues } from './wizard-values';

/** The niche a hand-off brought keeps its note while the field still holds it. */
export function StepBrand({
  values,
  update,
  prefill,
  marks,
}: {
  values: WizardValues;
  update: UpdateWizard;
  prefill: WizardPrefill;
  marks: BrandMarks;
}) {
  const { niche } = values;
  const note = prefill.from && prefill.niche && niche === prefill.niche ? SOURCE_NOTES[prefill.from] : null;
  return (
    <div className="grid gap-5">
      <FormField id="wizard-brand" label="Brand name" aside={marks('brandName')}>
        <Input
          autoComplete="organization"
          maxLength={120}
          placeholder="e.g. Calm Kitchen"
          value={values.brandName}
          onChange={(e) => update({ brandName: e.target.value })}
        />
      </FormField>
      <FormField
        id="wizard-niche"
        label="Niche"
        aside={note ? <span className="text-xs text-muted-foreground">{note}</span> : marks('niche')}
      >
        <Input
          maxLength={200}
          placeholder="e.g. Meal prep for night-shift nurses"
          value={niche}
          onChange={(e) => update({ niche: e.target.value })}
        />
      </FormField>
    </div>
  );
}
