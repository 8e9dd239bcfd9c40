import * as React from 'react';
import { useWatch } from 'react-hook-form';
import { WELCOME_LIMITS, type TWelcomeEmailRecord } from '../../../../shared/welcome-sequence';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { SequenceEmailActions } from './sequence-email-actions';
import { SequenceField } from './sequence-field';
import type { TSequenceForm } from './sequence-form-values';
import { emailHeading, SEQUENCE_TEXTS as T, statsText } from './sequence-texts';

/** A subject is one line that wraps as it is typed, so a long one is read whole: Enter saves, as in an input. */
const oneLine = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
  if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
  e.preventDefault();
  e.currentTarget.form?.requestSubmit();
};

interface Props {
  form: TSequenceForm;
  index: number;
  pageId: string;
  /** The saved emails by id: this one's statistics, and what a test sends. */
  saved: Map<string, TWelcomeEmailRecord>;
  canRemove: boolean;
  onRemove: () => void;
  headingRef: (el: HTMLHeadingElement | null) => void;
}

/** One email of the sequence: its wait, subject and text, its numbers, and what can be done with it. */
export function SequenceEmailCard({ form, index, pageId, canRemove, onRemove, headingRef, ...o }: Props) {
  const { register } = form;
  const errors = form.formState.errors.emails?.[index];
  const [emailId, subject = '', body = '', delay = Number.NaN] = useWatch({
    control: form.control,
    name: [`emails.${index}.id`, `emails.${index}.subject`, `emails.${index}.body`, `emails.${index}.delayDays`],
  });
  const saved = emailId ? o.saved.get(emailId) : undefined;
  const id = (field: string) => `sequence-email-${index + 1}-${field}`;
  const heading = emailHeading(index + 1, Number(delay));
  const stats = statsText(saved?.stats);
  const changed = saved && (saved.subject !== subject || saved.body !== body || saved.delay_days !== delay);

  return (
    <li className="grid min-w-0 gap-4 rounded-xl border bg-background/40 p-3 sm:p-5" data-testid="sequence-email">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
          {heading}
        </h3>
        {stats && (
          <p className="text-sm text-muted-foreground" data-testid="sequence-email-stats">
            {stats}
          </p>
        )}
      </div>
      <div className="grid min-w-0 gap-4 sm:grid-cols-[minmax(0,1fr)_11rem]">
        <SequenceField
          id={id('subject')}
          label={T.subject}
          error={errors?.subject?.message}
          count={{ length: subject.length, max: WELCOME_LIMITS.subject }}
        >
          <Textarea
            rows={1}
            autoComplete="off"
            maxLength={WELCOME_LIMITS.subject}
            className="min-h-9 resize-none"
            onKeyDown={oneLine}
            {...register(`emails.${index}.subject`)}
          />
        </SequenceField>
        <SequenceField id={id('delay')} label={T.delay} error={errors?.delayDays?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={WELCOME_LIMITS.delayMax}
            step={1}
            {...register(`emails.${index}.delayDays`, { valueAsNumber: true })}
          />
        </SequenceField>
      </div>
      <SequenceField
        id={id('body')}
        label={T.body}
        error={errors?.body?.message}
        hint={T.bodyHint}
        count={{ length: body.length, max: WELCOME_LIMITS.body }}
      >
        <Textarea
          rows={8}
          maxLength={WELCOME_LIMITS.body}
          className="max-h-[32rem] min-h-40 overflow-y-auto font-mono text-sm"
          {...register(`emails.${index}.body`)}
        />
      </SequenceField>
      <SequenceEmailActions
        pageId={pageId}
        number={index + 1}
        heading={heading}
        email={{ subject, body }}
        saved={saved}
        changed={Boolean(changed)}
        canRemove={canRemove}
        onRemove={onRemove}
      />
    </li>
  );
}
