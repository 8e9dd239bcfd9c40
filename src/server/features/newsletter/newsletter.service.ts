import type { Db } from '../../db/client';
import { newsletterSubscribers } from './newsletter.schema';

/** Adds the address once; a repeat subscription changes nothing. Returns whether it was new. */
export async function subscribe({ db, email }: { db: Db; email: string }): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
