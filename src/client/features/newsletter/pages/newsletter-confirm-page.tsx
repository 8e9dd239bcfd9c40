import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import type * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { BrandMark } from '@/components/layout/brand-mark';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import {
  NEWSLETTER_ALREADY_CONFIRMED_MESSAGE,
  NEWSLETTER_CONFIRMED_MESSAGE,
  NEWSLETTER_INVALID_LINK,
} from '../../../../shared/newsletter-texts';
import { useConfirmNewsletter } from '../api/confirm-newsletter';

function Outcome({ ok, title, message }: { ok: boolean; title: string; message: string }) {
  const Icon = ok ? CircleCheckIcon : CircleXIcon;
  return (
    <div role={ok ? 'status' : 'alert'} className="grid justify-items-center gap-3">
      <Icon aria-hidden className={ok ? 'size-10 text-primary' : 'size-10 text-destructive'} />
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="max-w-sm text-muted-foreground">{message}</p>
    </div>
  );
}

function ConfirmBody({ token }: { token: string }): React.ReactNode {
  const confirmation = useConfirmNewsletter(token);
  if (!token) return <Outcome ok={false} title="Link not valid" message={NEWSLETTER_INVALID_LINK} />;
  if (confirmation.isPending)
    return (
      <p role="status" className="text-muted-foreground">
        Confirming your subscription...
      </p>
    );
  if (confirmation.isError)
    return (
      <Outcome ok={false} title="Link not valid" message={errorMessage(confirmation.error, NEWSLETTER_INVALID_LINK)} />
    );
  return confirmation.data.status === 'confirmed' ? (
    <Outcome ok title="Subscription confirmed" message={NEWSLETTER_CONFIRMED_MESSAGE} />
  ) : (
    <Outcome ok title="Already confirmed" message={NEWSLETTER_ALREADY_CONFIRMED_MESSAGE} />
  );
}

/** /newsletter/confirm?token=…: where the newsletter's confirmation mail lands; no sign-in. */
export function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 p-6 text-center">
      <title>Newsletter | Brandforge</title>
      <Link
        to={paths.home}
        className="flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <BrandMark className="size-7" />
        Brandforge
      </Link>
      <ConfirmBody token={params.get('token') ?? ''} />
      <Button asChild>
        <Link to={paths.home}>Go to the home page</Link>
      </Button>
    </main>
  );
}
