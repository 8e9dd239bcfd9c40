import { AlarmClockIcon, FlaskConicalIcon, SendIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { dialogOnDemand, useDialogOpener } from '@/lib/loading/dialog-on-demand';
import { sendNowQuestion } from './send-now-text';
import { zoneLabel } from './campaign-view';
import { checkSchedule, scheduleBounds } from './schedule-time';

// The one irreversible-action dialog of the app, loaded on first open.
const ConfirmAlert = dialogOnDemand(
  () => import('@/components/saved-results/confirm-delete-alert'),
  'ConfirmDeleteAlert',
  (p) => p.open,
);

interface Props {
  name: string;
  /** The audience's size now; undefined while it is counted or when it could not be. */
  recipients: number | undefined;
  /** An action of this campaign is running: every button waits for it. */
  busy: boolean;
  /** Checks the form; false leaves its messages on the fields and opens nothing. */
  validate: () => Promise<boolean>;
  onTest: () => void;
  onSend: () => void;
  onSchedule: (scheduledAt: string) => void;
}

/** Test, send now or schedule: each saves the draft first, so what leaves is what the form shows. */
export function DeliveryPanel({ name, recipients, busy, validate, onTest, onSend, onSchedule }: Props) {
  const { trigger, dialog } = useDialogOpener();
  const [when, setWhen] = React.useState('');
  const [whenError, setWhenError] = React.useState<string | undefined>();
  const now = new Date();
  const bounds = scheduleBounds(now);
  const noOne = recipients === 0;
  const canDeliver = !busy && recipients !== undefined && !noOne;

  const openSend = async () => {
    if (await validate()) trigger.onClick();
  };
  const schedule = async () => {
    const checked = checkSchedule(when, new Date());
    if ('error' in checked) return setWhenError(checked.error);
    setWhenError(undefined);
    if (await validate()) onSchedule(checked.scheduledAt);
  };

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Send</CardTitle>
        <CardDescription>Try it in your own inbox first.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Button type="button" variant="outline" className="w-fit" disabled={busy} onClick={onTest}>
          <FlaskConicalIcon aria-hidden />
          Send test to me
        </Button>
        <div className="grid gap-2">
          {noOne && (
            <p className="text-sm text-muted-foreground">Choose an audience with recipients to send or schedule.</p>
          )}
          <Button
            ref={trigger.ref}
            type="button"
            className="w-fit"
            disabled={!canDeliver}
            aria-haspopup={trigger['aria-haspopup']}
            aria-expanded={trigger['aria-expanded']}
            onClick={() => void openSend()}
          >
            <SendIcon aria-hidden />
            Send now
          </Button>
        </div>
        <div className="grid gap-2 border-t pt-4">
          <Label htmlFor="campaign-schedule">Schedule for later</Label>
          <Input
            id="campaign-schedule"
            type="datetime-local"
            className="w-full sm:w-64"
            min={bounds.min}
            max={bounds.max}
            value={when}
            aria-invalid={whenError ? true : undefined}
            aria-describedby={whenError ? 'campaign-schedule-zone campaign-schedule-error' : 'campaign-schedule-zone'}
            onChange={(e) => setWhen(e.target.value)}
          />
          <p id="campaign-schedule-zone" className="text-xs text-muted-foreground">
            In your time zone, {zoneLabel(now)}.
          </p>
          {whenError && (
            <p id="campaign-schedule-error" className="text-sm text-destructive">
              {whenError}
            </p>
          )}
          <Button
            type="button"
            variant="outline"
            className="mt-1 w-fit"
            disabled={!canDeliver || !when}
            onClick={() => void schedule()}
          >
            <AlarmClockIcon aria-hidden />
            Schedule
          </Button>
        </div>
      </CardContent>
      <ConfirmAlert
        {...sendNowQuestion(name, recipients ?? 0)}
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
        returnFocusTo={dialog.opener}
        onConfirm={onSend}
      />
    </Card>
  );
}
