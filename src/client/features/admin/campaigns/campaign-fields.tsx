import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  CAMPAIGN_AUDIENCE_LABELS,
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
} from '../../../../shared/campaign-texts';
import type { TCampaignDraft, ZCampaignDraft } from '../../../../shared/campaigns';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { recipientsText } from './campaign-view';

export type TCampaignForm = UseFormReturn<TCampaignDraft, unknown, z.output<typeof ZCampaignDraft>>;

const AUDIENCES = CAMPAIGN_AUDIENCES.map((a) => ({ value: a, label: CAMPAIGN_AUDIENCE_LABELS[a] }));

function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span className={`text-xs tabular-nums ${length > max ? 'text-destructive' : 'text-muted-foreground'}`}>
      {length.toLocaleString('en-US')} / {max.toLocaleString('en-US')}
    </span>
  );
}

/** Who it goes to and how many that is right now; nobody means nothing can be sent. */
function AudienceCount({ recipients, failed }: { recipients: number | undefined; failed: boolean }) {
  if (failed)
    return <p className="text-sm text-destructive">The recipients could not be counted. Reload to try again.</p>;
  if (recipients === undefined)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Counting recipients…
      </p>
    );
  if (recipients === 0)
    return (
      <p role="alert" className="text-sm text-destructive">
        {CAMPAIGN_MESSAGES.emptyAudience}
      </p>
    );
  return (
    <p role="status" className="text-sm font-medium" data-testid="audience-count">
      {recipientsText(recipients)}
    </p>
  );
}

interface Props {
  form: TCampaignForm;
  recipients: number | undefined;
  countFailed: boolean;
}

/** The draft's fields; the merge fields are explained where they are typed. */
export function CampaignFields({ form, recipients, countFailed }: Props) {
  const { errors } = form.formState;
  const [subject = '', body = ''] = useWatch({ control: form.control, name: ['subject', 'body'] });
  return (
    <div className="grid min-w-0 gap-5">
      <FormField id="campaign-name" label="Name" error={errors.name?.message}>
        <Input maxLength={CAMPAIGN_LIMITS.name} autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField
        id="campaign-subject"
        label="Subject"
        error={errors.subject?.message}
        aside={<Counter length={subject.length} max={CAMPAIGN_LIMITS.subject} />}
      >
        <Input maxLength={CAMPAIGN_LIMITS.subject} autoComplete="off" {...form.register('subject')} />
      </FormField>
      <FormField id="campaign-preheader" label="Preview text (optional)" error={errors.preheader?.message}>
        <Input
          maxLength={CAMPAIGN_LIMITS.preheader}
          autoComplete="off"
          placeholder="The line inboxes show after the subject"
          {...form.register('preheader')}
        />
      </FormField>
      <FormField
        id="campaign-body"
        label="Body (Markdown)"
        error={errors.body?.message}
        aside={<Counter length={body.length} max={CAMPAIGN_LIMITS.body} />}
      >
        <Textarea
          rows={14}
          maxLength={CAMPAIGN_LIMITS.body}
          className="max-h-[36rem] min-h-64 overflow-y-auto font-mono"
          {...form.register('body')}
        />
      </FormField>
      <p className="-mt-3 text-xs text-muted-foreground">
        Markdown works: **bold**, [a link](https://example.com), lists. Write{' '}
        <code className="rounded bg-muted px-1">{'{{first_name}}'}</code> for the reader’s first name, or{' '}
        <code className="rounded bg-muted px-1">{'{{first_name|friend}}'}</code> to say “friend” when it is unknown.
      </p>
      <div className="grid gap-2">
        <FormField id="campaign-audience" label="Audience" error={errors.audience?.message}>
          <NativeSelect className="w-full min-w-0 sm:w-fit" {...form.register('audience')}>
            {AUDIENCES.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <AudienceCount recipients={recipients} failed={countFailed} />
      </div>
    </div>
  );
}
