import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { BrandMarks } from './use-wizard-prefill';
import type { WizardValues } from './wizard-values';

const MAX = 500;

export function StepPromise({ form, marks }: { form: UseFormReturn<WizardValues>; marks: BrandMarks }) {
  const promise = useWatch({ control: form.control, name: 'promise' });
  return (
    <div className="grid gap-5">
      <FormField
        id="wizard-promise"
        label="Transformation promise"
        aside={
          <span className="flex flex-wrap items-center justify-end gap-2">
            <span className="whitespace-nowrap">{marks('promise')}</span>
            <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
              {promise.length}/{MAX}
            </span>
          </span>
        }
      >
        <Textarea
          rows={3}
          maxLength={MAX}
          placeholder="e.g. Eat well on night shifts without spending your day off cooking"
          {...form.register('promise')}
        />
      </FormField>
    </div>
  );
}
