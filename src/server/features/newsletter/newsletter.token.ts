import { errors, jwtVerify, SignJWT } from 'jose';
import { NEWSLETTER_LINK_DAYS } from '../../../shared/limits';
import { NEWSLETTER_EXPIRED_LINK, NEWSLETTER_INVALID_LINK } from '../../../shared/newsletter';
import { badRequest } from '../../errors';

// Signed like the sign-up confirmation (auth/confirm-email.ts), but with its own audience and the address
// as subject rather than an `email` claim, so neither kind of link can stand in for the other.
const AUDIENCE = 'newsletter-confirm';
const key = (secret: string) => new TextEncoder().encode(secret);

export async function newsletterToken(email: string, secret: string, now = new Date()): Promise<string> {
  const issued = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(email)
    .setAudience(AUDIENCE)
    .setIssuedAt(issued)
    .setExpirationTime(issued + NEWSLETTER_LINK_DAYS * 24 * 60 * 60)
    .sign(key(secret));
}

/** The address a link was made for; a forged, altered or expired link is refused with a 400 that says which. */
export async function readNewsletterToken(token: string, secret: string, now = new Date()): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    if (!payload.sub) throw badRequest(NEWSLETTER_INVALID_LINK);
    return payload.sub;
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw badRequest(NEWSLETTER_EXPIRED_LINK);
    throw badRequest(NEWSLETTER_INVALID_LINK);
  }
}
