import { UNSUBSCRIBE_TEXTS } from '../../shared/unsubscribe';
import { badRequest } from '../errors';
import { readLink, signLink } from './signed-link';

// Its own audience, so neither a sign-up nor a newsletter confirmation link can stand in for it.
const AUDIENCE = 'email-unsubscribe';
/** Long enough for a mail read a year late; a mail provider's one-click POST may come any time. */
const VALID_DAYS = 400;

export interface UnsubscribeClaim {
  email: string;
  /** The lists the mail was sent from: the link leaves these. */
  lists: string[];
  /** The delivery the link came in, so a campaign counts its unsubscribes; absent for other links. */
  deliveryId?: string;
}

export const unsubscribeToken = (claim: UnsubscribeClaim, secret: string, now = new Date()): Promise<string> =>
  signLink(
    {
      audience: AUDIENCE,
      subject: claim.email,
      days: VALID_DAYS,
      claims: { l: claim.lists, ...(claim.deliveryId ? { d: claim.deliveryId } : {}) },
    },
    secret,
    now,
  );

/** A forged, altered or expired link is refused with one 400: either way the newest mail holds one that works. */
export async function readUnsubscribeToken(token: string, secret: string, now = new Date()): Promise<UnsubscribeClaim> {
  const read = await readLink(token, AUDIENCE, secret, now);
  const lists = read.ok ? read.payload.l : undefined;
  if (!read.ok || !Array.isArray(lists) || !lists.every((l) => typeof l === 'string'))
    throw badRequest(UNSUBSCRIBE_TEXTS.invalidLink);
  const d = read.payload.d;
  return { email: read.payload.sub, lists, ...(typeof d === 'string' ? { deliveryId: d } : {}) };
}

/** Where a mail's unsubscribe link leads: the page for a person, the API for a mail provider's one-click POST. */
export const unsubscribeUrls = (appUrl: string, token: string) => {
  const q = `token=${encodeURIComponent(token)}`;
  return { page: `${appUrl}/unsubscribe?${q}`, oneClick: `${appUrl}/api/email/unsubscribe?${q}` };
};

/** RFC 2369 and RFC 8058: the headers that let a mail client unsubscribe in one click. */
export function listUnsubscribeHeaders(oneClickUrl: string, mailto: string | undefined): Record<string, string> {
  const targets = [`<${oneClickUrl}>`];
  if (mailto) targets.push(`<mailto:${mailto}?subject=unsubscribe>`);
  return { 'List-Unsubscribe': targets.join(', '), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
