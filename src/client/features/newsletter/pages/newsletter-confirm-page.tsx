import type * as React from 'react';
import { useSearchParams } from 'react-router';
import { LinkLandingPage, LinkOutcome } from '@/components/layout/link-landing';
import { errorMessage } from '@/lib/api-client';
import {
  NEWSLETTER_ALREADY_CONFIRMED_MESSAGE,
  NEWSLETTER_CONFIRMED_MESSAGE,
  NEWSLETTER_INVALID_LINK,
} from '../../../../shared/newsletter-texts';
import { useConfirmNewsletter } from '../api/confirm-newsletter';

function ConfirmBody({ token }: { token: string }): React.ReactNode {
  const confirmation = useConfirmNewsletter(token);
  if (!token) return <LinkOutcome ok={false} title="Link not valid" message={NEWSLETTER_INVALID_LINK} />;
  if (confirmation.isPending)
    return (
      <p role="status" className="text-muted-foreground">
        Confirming your subscription...
      </p>
    );
  if (confirmation.isError)
    return (
      <LinkOutcome
        ok={false}
        title="Link not valid"
        message={errorMessage(confirmation.error, NEWSLETTER_INVALID_LINK)}
      />
    );
  return confirmation.data.status === 'confirmed' ? (
    <LinkOutcome ok title="Subscription confirmed" message={NEWSLETTER_CONFIRMED_MESSAGE} />
  ) : (
    <LinkOutcome ok title="Already confirmed" message={NEWSLETTER_ALREADY_CONFIRMED_MESSAGE} />
  );
}

/** /newsletter/confirm?token=…: where the newsletter's confirmation mail lands; no sign-in. */
export function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  return (
    <LinkLandingPage title="Newsletter">
      <ConfirmBody token={params.get('token') ?? ''} />
    </LinkLandingPage>
  );
}
