import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import type { WizardValues } from './wizard-values';

/** `prefilled` is the niche from the address; its note shows while the field still holds it. */
export function StepBrand({ form, prefilled }: { form: UseFormReturn<WizardValues>; prefilled: string }) {
  const niche = useWatch({ control: form.control, name: 'niche' });
  const fromDiscovery = Boolean(prefilled) && niche === prefilled;
  return (
    <div className="grid gap-5">
      <FormField id="wizard-brand" label="Brand name">
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
        aside={fromDiscovery && <span className="text-xs text-muted-foreground">From your niche discovery</span>}
      >
        <Input maxLength={200} placeholder="e.g. Meal prep for night-shift nurses" {...form.register('niche')} />
      </FormField>
    </div>
  );
}
