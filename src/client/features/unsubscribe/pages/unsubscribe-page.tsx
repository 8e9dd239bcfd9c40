import { CircleCheckIcon, Link2OffIcon, MailPlusIcon } from 'lucide-react';
import type * as React from 'react';
import { useSearchParams } from 'react-router';
import { UNSUBSCRIBE_TEXTS as T } from '../../../../shared/unsubscribe-texts';
import { LinkLandingPage, LinkOutcome } from '@/components/layout/link-landing';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useResubscribe } from '../api/resubscribe-email';
import { useUnsubscribeAgain, useUnsubscribeOnOpen } from '../api/unsubscribe-email';

/** The server refused the link itself (unknown, altered or expired), rather than failing to answer. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

function Preferences({ token }: { token: string }): React.ReactNode {
  const state = useUnsubscribeOnOpen(token);
  const resubscribe = useResubscribe(token);
  const unsubscribe = useUnsubscribeAgain(token);
  if (!token) return <LinkOutcome ok={false} icon={Link2OffIcon} title="Link not valid" message={T.invalidLink} />;
  if (state.isPending)
    return (
      <p role="status" className="text-muted-foreground">
        {T.working}
      </p>
    );
  if (state.isError)
    return refused(state.error) ? (
      <LinkOutcome ok={false} icon={Link2OffIcon} title="Link not valid" message={T.invalidLink} />
    ) : (
      <div className="grid justify-items-center gap-3">
        <LinkOutcome ok={false} icon={Link2OffIcon} title={T.title} message={T.failed} />
        <Button variant="outline" onClick={() => void state.refetch()}>
          Try again
        </Button>
      </div>
    );

  const { email, subscribed } = state.data;
  const change = subscribed ? unsubscribe : resubscribe;
  return (
    <div className="grid justify-items-center gap-5">
      {subscribed ? (
        <LinkOutcome ok icon={MailPlusIcon} title={T.resubscribedTitle} message={T.resubscribed(email)} />
      ) : (
        <LinkOutcome ok icon={CircleCheckIcon} title={T.unsubscribedTitle} message={T.unsubscribed(email)} />
      )}
      <div className="grid justify-items-center gap-2">
        {!subscribed && <p className="text-sm text-muted-foreground">{T.resubscribeQuestion}</p>}
        <Button variant="outline" disabled={change.isPending} onClick={() => change.mutate()}>
          {subscribed ? T.unsubscribeAgain : T.resubscribe}
        </Button>
        {change.isError && (
          <p role="alert" className="text-sm text-destructive">
            {T.failed}
          </p>
        )}
      </div>
    </div>
  );
}

/** /unsubscribe?token=…: where every campaign mail's unsubscribe link lands; no sign-in. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  return (
    <LinkLandingPage title={T.title} homeVariant="ghost">
      <Preferences token={params.get('token') ?? ''} />
    </LinkLandingPage>
  );
}
