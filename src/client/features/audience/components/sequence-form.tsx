import { PlusIcon } from 'lucide-react';
import * as React from 'react';
import { WELCOME_LIMITS, WELCOME_MESSAGES, type TWelcomeSequenceRecord } from '../../../../shared/welcome-sequence';
import { FormAlert } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useSaveWelcomeSequence } from '../api/save-welcome-sequence';
import { SequenceEmailCard } from './sequence-email-card';
import { useEmailList } from './sequence-email-list';
import { fieldOfRefusal } from './sequence-errors';
import { type TSequenceForm, type TSequenceSaved, valuesOf } from './sequence-form-values';
import { SEQUENCE_TEXTS as T } from './sequence-texts';

interface Props {
  form: TSequenceForm;
  sequence: TWelcomeSequenceRecord;
}

/** The message about the list as a whole (how many emails, one listed twice), from the schema. */
const listError = (e: unknown) => {
  const err = e as { message?: string; root?: { message?: string } } | undefined;
  return err?.root?.message ?? err?.message ?? null;
};

/**
 * The emails as one form, saved with one button: 3 to 5 of them, each with its wait, subject and text.
 * The server's checks run before sending; a refusal it still gives shows under the field it is about.
 */
export function SequenceForm({ form, sequence }: Props) {
  const pageId = sequence.page_id;
  const list = useEmailList(form);
  const save = useSaveWelcomeSequence();
  const [formError, setFormError] = React.useState<string | null>(null);
  const saving = React.useRef(false);
  const headings = React.useRef<(HTMLHeadingElement | null)[]>([]);
  const { isDirty, isSubmitting } = form.formState;
  const busy = save.isPending || isSubmitting;
  const saved = new Map(sequence.emails.map((e) => [e.id, e]));

  // After a removal the focus goes to the email that took its place; after an addition, to its subject.
  const [focus, setFocus] = React.useState<{ at: number; on: 'heading' | 'subject' } | null>(null);
  React.useEffect(() => {
    if (!focus) return;
    if (focus.on === 'heading') headings.current[focus.at]?.focus();
    else form.setFocus(`emails.${focus.at}.subject`);
    setFocus(null);
  }, [focus, form]);

  const submit = async (values: TSequenceSaved) => {
    setFormError(null);
    try {
      const record = await save.mutateAsync({ pageId, content: values });
      form.reset(valuesOf(record));
      toast.success(WELCOME_MESSAGES.saved);
    } catch (e) {
      const message = errorMessage(e, T.saveFailed);
      const field =
        e instanceof ApiError && e.status === 400
          ? fieldOfRefusal(message, form.getValues('emails'), (f) => form.getFieldState(f).isDirty)
          : null;
      if (field) form.setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
    }
  };
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (saving.current) return;
    saving.current = true;
    try {
      await form.handleSubmit(submit)(e);
    } finally {
      saving.current = false;
    }
  };
  const add = () => {
    list.add();
    setFocus({ at: list.count, on: 'subject' });
  };
  const removeAt = (i: number) => {
    list.remove(i);
    setFocus({ at: Math.min(i, list.count - 2), on: 'heading' });
  };
  const atMin = list.count <= WELCOME_LIMITS.emailsMin;
  const atMax = list.count >= WELCOME_LIMITS.emailsMax;

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid min-w-0 gap-4" aria-label="Welcome emails">
      <ol className="grid min-w-0 gap-4">
        {Array.from({ length: list.count }, (_, i) => (
          <SequenceEmailCard
            key={i}
            form={form}
            index={i}
            pageId={pageId}
            saved={saved}
            canRemove={!atMin}
            onRemove={() => removeAt(i)}
            headingRef={(el) => {
              headings.current[i] = el;
            }}
          />
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button type="button" variant="outline" disabled={atMax || busy} onClick={add}>
          <PlusIcon aria-hidden />
          {T.add}
        </Button>
        <p className="text-xs text-muted-foreground">{atMax ? T.atMost : atMin ? T.atLeast : null}</p>
      </div>
      <FormAlert message={formError ?? listError(form.formState.errors.emails)} />
      {/* While something is unsaved, the buttons stay in view at the bottom of the window. */}
      <div
        className={cn(
          'flex flex-wrap items-center justify-end gap-2',
          isDirty &&
            'sticky bottom-0 z-10 -mx-4 -mb-6 rounded-b-xl border-t bg-card/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-card/85 sm:-mx-6 sm:px-6',
        )}
      >
        <p role="status" className="mr-auto text-sm text-muted-foreground">
          {isDirty ? T.unsaved : ''}
        </p>
        <Button
          type="button"
          variant="outline"
          disabled={!isDirty || busy}
          onClick={() => {
            form.reset(valuesOf(sequence));
            setFormError(null);
          }}
        >
          {T.discard}
        </Button>
        <Button type="submit" disabled={!isDirty || busy}>
          {busy ? T.saving : T.save}
        </Button>
      </div>
    </form>
  );
}
