import { and, eq } from 'drizzle-orm';
import { errors, jwtVerify } from 'jose';
import type { TConfirmEmail } from '../../shared/auth';
import type { AppDeps } from '../context';
import { account, user } from '../db/schema';
import { AppError, badRequest, conflict } from '../errors';
import { grantRole } from './roles';
import { assertNotLocked, clearFailures, recordFailure } from './sign-in-backoff';

export const INVALID_LINK = 'This link is invalid or has expired. Please ask for a new one.';
export const EXPIRED_LINK = 'This link has expired. Sign in with your password and we will send you a new one.';
export const ALREADY_CONFIRMED = 'Your email is already confirmed. Please sign in.';
export const WRONG_PASSWORD =
  'This is not the password chosen at sign-up. If you did not sign up yourself, sign up again with a password of your own.';

interface Claims {
  email: string;
  userId?: string;
  updateTo?: string;
}

async function readToken(token: string, secret: string): Promise<Claims> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.email !== 'string' || payload.updateTo !== undefined) throw badRequest(INVALID_LINK);
    return payload as unknown as Claims;
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw badRequest(EXPIRED_LINK);
    throw badRequest(INVALID_LINK);
  }
}

/**
 * Confirms a sign-up: the mailed token proves the mailbox, the password proves that whoever holds the
 * mailbox chose it. Only both together activate the account (and any role ADMIN_EMAILS gives it), so
 * an account someone else signed up for an address can never end up in its owner's hands with the
 * stranger's password, nor in the stranger's hands at all.
 *
 * Returns the user's email; the caller signs them in with the same password.
 */
export async function confirmEmail(
  deps: Pick<AppDeps, 'db' | 'config' | 'auth'>,
  input: TConfirmEmail,
): Promise<string> {
  const { db, config } = deps;
  const claims = await readToken(input.token, config.authSecret);
  const email = claims.email.toLowerCase();
  const [owner] = await db.select().from(user).where(eq(user.email, email));
  // A link from an earlier sign-up of the same address names an account that was replaced since.
  if (!owner || (claims.userId && claims.userId !== owner.id)) throw badRequest(INVALID_LINK);
  if (owner.emailVerified) throw conflict(ALREADY_CONFIRMED);
  await assertNotLocked(db, email);
  const [credential] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, owner.id), eq(account.providerId, 'credential')));
  const auth = await deps.auth.$context;
  const matches = credential?.password
    ? await auth.password.verify({ hash: credential.password, password: input.password })
    : false;
  if (!matches) {
    await recordFailure(db, email);
    throw new AppError(400, WRONG_PASSWORD, 'WRONG_PASSWORD');
  }
  await clearFailures(db, email);
  await db.update(user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(user.id, owner.id));
  if (config.adminEmails.includes(email)) await grantRole(db, owner.id, 'super_admin');
  return email;
}
