import { CircleCheckIcon, Link2OffIcon, MailPlusIcon } from 'lucide-react';
import type * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { UNSUBSCRIBE_TEXTS as T } from '../../../../shared/unsubscribe-texts';
import { BrandMark } from '@/components/layout/brand-mark';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useResubscribe } from '../api/resubscribe-email';
import { useUnsubscribeAgain, useUnsubscribeOnOpen } from '../api/unsubscribe-email';

function Outcome({
  ok,
  icon: Icon,
  title,
  message,
}: {
  ok: boolean;
  icon: typeof CircleCheckIcon;
  title: string;
  message: string;
}) {
  return (
    <div role={ok ? 'status' : 'alert'} className="grid justify-items-center gap-3">
      <Icon aria-hidden className={ok ? 'size-10 text-primary' : 'size-10 text-destructive'} />
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="max-w-sm wrap-anywhere text-muted-foreground">{message}</p>
    </div>
  );
}

/** The server refused the link itself (unknown, altered or expired), rather than failing to answer. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

function Preferences({ token }: { token: string }): React.ReactNode {
  const state = useUnsubscribeOnOpen(token);
  const resubscribe = useResubscribe(token);
  const unsubscribe = useUnsubscribeAgain(token);
  if (!token) return <Outcome ok={false} icon={Link2OffIcon} title="Link not valid" message={T.invalidLink} />;
  if (state.isPending)
    return (
      <p role="status" className="text-muted-foreground">
        {T.working}
      </p>
    );
  if (state.isError)
    return refused(state.error) ? (
      <Outcome ok={false} icon={Link2OffIcon} title="Link not valid" message={T.invalidLink} />
    ) : (
      <div className="grid justify-items-center gap-3">
        <Outcome ok={false} icon={Link2OffIcon} title={T.title} message={T.failed} />
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
        <Outcome ok icon={MailPlusIcon} title={T.resubscribedTitle} message={T.resubscribed(email)} />
      ) : (
        <Outcome ok icon={CircleCheckIcon} title={T.unsubscribedTitle} message={T.unsubscribed(email)} />
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
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 p-6 text-center">
      <title>{`${T.title} | Brandforge`}</title>
      <Link
        to={paths.home}
        className="flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <BrandMark className="size-7" />
        Brandforge
      </Link>
      <Preferences token={params.get('token') ?? ''} />
      <Button asChild variant="ghost">
        <Link to={paths.home}>Go to the home page</Link>
      </Button>
    </main>
  );
}
