import { useWatch } from 'react-hook-form';
import type { TSequenceForm } from './sequence-form-values';
import { nextDelay } from './sequence-texts';

/**
 * Adding and removing emails of the form. The cards are keyed by their place, so each input keeps its
 * name and a change of the list rewrites the values under them (`setValue` fills registered inputs).
 * react-hook-form's `useFieldArray` does the same with stable keys, but it ships in the library's
 * shared chunk and would weigh on every form page of the app (docs/decisions/013, bundle budgets).
 */
export function useEmailList(form: TSequenceForm) {
  const count = useWatch({ control: form.control, name: 'emails', compute: (emails) => emails.length });
  const emails = () => form.getValues('emails');
  const write = (next: ReturnType<typeof emails>) => {
    // Messages belong to places that now hold other emails.
    form.clearErrors('emails');
    form.setValue('emails', next, { shouldDirty: true });
  };
  return {
    count,
    add() {
      const current = emails();
      write([...current, { subject: '', body: '', delayDays: nextDelay(current.map((m) => m.delayDays)) }]);
    },
    remove(at: number) {
      write(emails().filter((_, i) => i !== at));
    },
  };
}
