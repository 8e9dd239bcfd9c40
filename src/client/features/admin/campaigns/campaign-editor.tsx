import { SaveIcon } from 'lucide-react';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CAMPAIGN_MESSAGES } from '../../../../shared/campaign-texts';
import type { TCampaignDraft, TCampaignRecord } from '../../../../shared/campaigns';
import { FormAlert } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { zodResolverOnDemand } from '@/lib/zod-resolver-on-demand';
import { useChangeCampaignState } from '../api/change-campaign-state';
import { useAudienceCount } from '../api/get-audience-count';
import { useSaveCampaign } from '../api/save-campaign';
import { useScheduleCampaign } from '../api/schedule-campaign';
import { useSendCampaignTest } from '../api/send-campaign-test';
import { CampaignFields, type TCampaignForm } from './campaign-fields';
import { LazyCampaignPreview as CampaignPreview } from './lazy-preview';
import { DeliveryPanel } from './delivery-panel';
import { useLivePreview } from './use-live-preview';

// The schema's module brings zod, which the page does not need until the first check (decision 013).
const resolver = zodResolverOnDemand(() => import('../../../../shared/campaigns').then((m) => m.ZCampaignDraft));

const BLANK: TCampaignDraft = { name: '', subject: '', preheader: '', body: '', audience: 'members' };
const FIELDS = ['name', 'subject', 'preheader', 'body', 'audience'] as const;
const toForm = ({ name, subject, preheader, body, audience }: TCampaignRecord): TCampaignDraft => ({
  name,
  subject,
  preheader,
  body,
  audience,
});

/** Compose a new campaign, or edit a draft; every action saves first, so what leaves is what is shown. */
export function CampaignEditor({ campaign }: { campaign?: TCampaignRecord }) {
  const navigate = useNavigate();
  const form: TCampaignForm = useForm({
    resolver,
    defaultValues: campaign ? toForm(campaign) : BLANK,
  });
  const [audience = 'members', name = ''] = useWatch({ control: form.control, name: ['audience', 'name'] });
  const count = useAudienceCount(audience, true);
  const live = useLivePreview(form.control);
  const save = useSaveCampaign();
  const test = useSendCampaignTest();
  const change = useChangeCampaignState();
  const schedule = useScheduleCampaign();
  const [busy, setBusy] = React.useState(false);
  // The state renders the disabled buttons; the ref stops a second click that lands before they render.
  const running = React.useRef(false);
  const [failure, setFailure] = React.useState<string | null>(null);

  /** Saves when the draft is new or changed, then runs `then` with its id; a new draft's page opens after. */
  const run = (then?: (id: string) => Promise<unknown>) =>
    form.handleSubmit(async (draft) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setFailure(null);
      let id = campaign?.id;
      try {
        if (!campaign || !then || FIELDS.some((f) => draft[f] !== campaign[f])) {
          id = (await save.mutateAsync({ id, draft })).id;
          if (!then) toast.success(campaign ? CAMPAIGN_MESSAGES.saved : CAMPAIGN_MESSAGES.created);
        }
        if (then && id) await then(id);
      } catch (e) {
        const message = errorMessage(e, 'Something went wrong. Please try again.');
        setFailure(message);
        toast.error(message);
      } finally {
        running.current = false;
        setBusy(false);
        if (!campaign && id) void navigate(paths.adminCampaign(id), { replace: true });
      }
    })();

  const onTest = () =>
    void run((id) =>
      test.mutateAsync(id).then(({ sent_to }) => toast.success(`${CAMPAIGN_MESSAGES.testSent} at ${sent_to}`)),
    );
  const onSend = () =>
    void run((id) => change.mutateAsync({ id, move: 'send' }).then(() => toast.success(CAMPAIGN_MESSAGES.sending)));
  const onSchedule = (scheduledAt: string) =>
    void run((id) => schedule.mutateAsync({ id, scheduledAt }).then(() => toast.success(CAMPAIGN_MESSAGES.scheduled)));

  return (
    // On a phone the preview comes between the form and the send panel: the mail is seen before it can be sent.
    <div className="grid min-w-0 items-start gap-6 lg:grid-cols-2">
      <Card className="min-w-0 lg:col-start-1 lg:row-start-1">
        <CardContent>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void run();
            }}
            noValidate
            className="grid gap-5"
          >
            <CampaignFields form={form} recipients={count.data?.recipients} countFailed={count.isError} />
            <FormAlert message={failure} />
            <Button type="submit" className="w-fit" disabled={busy}>
              <SaveIcon aria-hidden />
              {busy && save.isPending ? 'Saving…' : 'Save draft'}
            </Button>
          </form>
        </CardContent>
      </Card>
      <div className="min-w-0 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <CampaignPreview {...live} />
      </div>
      <div className="min-w-0 lg:col-start-1 lg:row-start-2">
        <DeliveryPanel
          name={name}
          recipients={count.data?.recipients}
          busy={busy}
          validate={() => form.trigger()}
          onTest={onTest}
          onSend={onSend}
          onSchedule={onSchedule}
        />
      </div>
    </div>
  );
}
