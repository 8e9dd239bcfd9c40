import { and, eq, sql } from 'drizzle-orm';
import type { TAudienceSending } from '../../../shared/audience';
import { emailDeliveries as d } from '../../db/schema';
import type { Scope } from '../../saved-results';

const today = sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`;

/**
 * Where the member stands against the daily sending limit: mails tried today, and mails that are due
 * but wait for tomorrow because the limit is reached (the engine counts the same way when it claims).
 */
export async function sendingStatus({ db, userId }: Scope, dailyLimit: number): Promise<TAudienceSending> {
  const [row] = await db
    .select({
      sentToday: sql<number>`count(*) filter (where ${d.claimedAt} >= ${today})::int`,
      due: sql<number>`count(*) filter (where ${d.status} = 'queued' and ${d.nextAttemptAt} <= now())::int`,
    })
    .from(d)
    .where(and(eq(d.ownerId, userId)));
  const sentToday = row?.sentToday ?? 0;
  return {
    sent_today: sentToday,
    daily_limit: dailyLimit,
    waiting_for_tomorrow: sentToday >= dailyLimit ? (row?.due ?? 0) : 0,
  };
}
