import { NEWSLETTER_LINK_DAYS } from '../../../shared/limits';
import { NEWSLETTER_EXPIRED_LINK, NEWSLETTER_INVALID_LINK } from '../../../shared/newsletter';
import { badRequest } from '../../errors';
import { readLink, signLink } from '../../mail/signed-link';

// Signed like the sign-up confirmation (auth/confirm-email.ts), but with its own audience and the address
// as subject rather than an `email` claim, so neither kind of link can stand in for the other.
const AUDIENCE = 'newsletter-confirm';

export const newsletterToken = (email: string, secret: string, now = new Date()): Promise<string> =>
  signLink({ audience: AUDIENCE, subject: email, days: NEWSLETTER_LINK_DAYS }, secret, now);

/** The address a link was made for; a forged, altered or expired link is refused with a 400 that says which. */
export async function readNewsletterToken(token: string, secret: string, now = new Date()): Promise<string> {
  const read = await readLink(token, AUDIENCE, secret, now);
  if (read.ok) return read.payload.sub;
  throw badRequest(read.expired ? NEWSLETTER_EXPIRED_LINK : NEWSLETTER_INVALID_LINK);
}
