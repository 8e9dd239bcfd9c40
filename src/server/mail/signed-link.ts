import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/**
 * The token of a link mailed to an address: HS256 with AUTH_SECRET, the address as subject, and an
 * audience per kind of link, so one kind can never stand in for another.
 */
const key = (secret: string) => new TextEncoder().encode(secret);

export async function signLink(
  o: { audience: string; subject: string; days: number; claims?: Record<string, unknown> },
  secret: string,
  now = new Date(),
): Promise<string> {
  const issued = Math.floor(now.getTime() / 1000);
  return new SignJWT(o.claims ?? {})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(o.subject)
    .setAudience(o.audience)
    .setIssuedAt(issued)
    .setExpirationTime(issued + o.days * 24 * 60 * 60)
    .sign(key(secret));
}

export type LinkReading = { ok: true; payload: JWTPayload & { sub: string } } | { ok: false; expired: boolean };

/** The link's claims, or why not: forged, altered, for another audience, or expired. */
export async function readLink(
  token: string,
  audience: string,
  secret: string,
  now = new Date(),
): Promise<LinkReading> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      audience,
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    return payload.sub ? { ok: true, payload: { ...payload, sub: payload.sub } } : { ok: false, expired: false };
  } catch (err) {
    return { ok: false, expired: err instanceof errors.JWTExpired };
  }
}
