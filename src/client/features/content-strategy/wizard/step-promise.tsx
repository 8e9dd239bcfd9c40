import { FormField } from '@/components/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { BrandMarks } from './use-wizard-prefill';
import type { UpdateWizard, WizardValues } from './wizard-values';

const MAX = 500;

interface StepPromiseProps {
  values: WizardValues;
  update: UpdateWizard;
  marks: BrandMarks;
}

export function StepPromise({ values, update, marks }: StepPromiseProps) {
  const { promise } = values;
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
          value={promise}
          onChange={(e) => update({ promise: e.target.value })}
        />
      </FormField>
    </div>
  );
}
