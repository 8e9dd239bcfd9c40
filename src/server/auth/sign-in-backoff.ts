import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailures as t } from '../db/schema';
import { AppError } from '../errors';

/** Failures an account may have in a row before it has to wait. */
export const FREE_FAILURES = 5;
const FIRST_WAIT_S = 30;
const LONGEST_WAIT_S = 15 * 60;

/** Seconds the account waits after its n-th failure in a row: none at first, then doubling, at most 15 minutes. */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(LONGEST_WAIT_S, FIRST_WAIT_S * 2 ** (failures - FREE_FAILURES));
}

const lockedMessage = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many failed sign-ins for this account. Try again in ${wait}, or reset your password.`;
};

/** Throws 429 while the account is waiting; the address a request comes from does not matter. */
export async function assertNotLocked(db: Db, email: string, now = new Date()): Promise<void> {
  const [row] = await db.select().from(t).where(eq(t.email, email.toLowerCase()));
  if (!row?.lockedUntil || row.lockedUntil <= now) return;
  const seconds = Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000);
  throw new AppError(429, lockedMessage(seconds), 'ACCOUNT_LOCKED', { retryAfterSeconds: seconds });
}

export async function recordFailure(db: Db, email: string, now = new Date()): Promise<void> {
  const key = email.toLowerCase();
  const [row] = await db
    .insert(t)
    .values({ email: key, failures: 1, updatedAt: now })
    .onConflictDoUpdate({ target: t.email, set: { failures: sql`${t.failures} + 1`, updatedAt: now } })
    .returning({ failures: t.failures });
  const wait = waitAfter(row?.failures ?? 1);
  if (wait > 0)
    await db
      .update(t)
      .set({ lockedUntil: new Date(now.getTime() + wait * 1000) })
      .where(eq(t.email, key));
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(t).where(eq(t.email, email.toLowerCase()));
}
