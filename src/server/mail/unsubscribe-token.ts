import { jwtVerify, SignJWT } from 'jose';
import { UNSUBSCRIBE_TEXTS } from '../../shared/unsubscribe';
import { badRequest } from '../errors';

// Its own audience, so neither a sign-up nor a newsletter confirmation link can stand in for it.
const AUDIENCE = 'email-unsubscribe';
/** Long enough for a mail read a year late; a mail provider's one-click POST may come any time. */
const VALID_DAYS = 400;
const key = (secret: string) => new TextEncoder().encode(secret);

export interface UnsubscribeClaim {
  email: string;
  /** The lists the mail was sent from: the link leaves these. */
  lists: string[];
  /** The delivery the link came in, so a campaign counts its unsubscribes; absent for other links. */
  deliveryId?: string;
}

export async function unsubscribeToken(claim: UnsubscribeClaim, secret: string, now = new Date()): Promise<string> {
  const issued = Math.floor(now.getTime() / 1000);
  return new SignJWT({ l: claim.lists, ...(claim.deliveryId ? { d: claim.deliveryId } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claim.email)
    .setAudience(AUDIENCE)
    .setIssuedAt(issued)
    .setExpirationTime(issued + VALID_DAYS * 24 * 60 * 60)
    .sign(key(secret));
}

/** A forged, altered or expired link is refused with one 400. */
export async function readUnsubscribeToken(token: string, secret: string, now = new Date()): Promise<UnsubscribeClaim> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    const lists = payload.l;
    if (!payload.sub || !Array.isArray(lists) || !lists.every((l) => typeof l === 'string')) throw new Error('claims');
    const d = payload.d;
    return { email: payload.sub, lists, ...(typeof d === 'string' ? { deliveryId: d } : {}) };
  } catch {
    // Expired or forged alike: either way the newest mail holds a link that works.
    throw badRequest(UNSUBSCRIBE_TEXTS.invalidLink);
  }
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
