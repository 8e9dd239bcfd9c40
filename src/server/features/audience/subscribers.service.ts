import { and, count, desc, eq, ilike, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import {
  SUBSCRIBER_LIMITS,
  SUBSCRIBER_MESSAGES,
  type TImportPreviewRecord,
  type TImportResultRecord,
  type TImportSubscribersValid,
  type TSubscriberFilter,
  type TSubscriberList,
  type TSubscriberRecord,
  type TSubscriberStatsRecord,
} from '../../../shared/audience-subscribers';
import type { TSubscriberStatus } from '../../../shared/audience';
import type { Db } from '../../db/client';
import { emailDeliveries as d, emailSuppressions as e } from '../../db/schema';
import { defineSavedResults, type Owned, type Page, type Scope } from '../../saved-results';
import { optinPages as p, audienceSubscribers as s } from './audience.schema';
import { type ImportRow, mapRows, previewOf, readCsv, subscribersCsv } from './subscribers.csv';

/** The mail engine suppressed the address after a permanent rejection: shown as `bounced`. */
const bounced = sql<boolean>`exists (select 1 from ${e} where ${e.email} = ${s.email})`;
const viewStatus = sql<TSubscriberStatus>`case when ${bounced} then 'bounced' else ${s.status} end`;

/** A row with what the list shows beside it: its shown status and the page it came from. */
const recordColumns = {
  id: s.id,
  email: s.email,
  firstName: s.firstName,
  status: viewStatus,
  source: s.source,
  pageId: p.id,
  pageSlug: p.slug,
  pageHeadline: p.headline,
  consentBasis: s.consentBasis,
  createdAt: s.createdAt,
  confirmedAt: s.confirmedAt,
};

const selectRecords = (db: Db) => db.select(recordColumns).from(s).leftJoin(p, eq(p.id, s.sourcePageId));
type RecordRow = Awaited<ReturnType<typeof selectRecords>>[number];

const toRecord = (r: RecordRow): TSubscriberRecord => ({
  id: r.id,
  email: r.email,
  first_name: r.firstName,
  status: r.status,
  source: r.source,
  source_page:
    r.pageId && r.pageSlug && r.pageHeadline ? { id: r.pageId, slug: r.pageSlug, headline: r.pageHeadline } : null,
  consent_basis: r.consentBasis,
  created_at: r.createdAt.toISOString(),
  confirmed_at: r.confirmedAt?.toISOString() ?? null,
});

/** The shown status and source page of listed rows, in one query per list. */
async function withViews(db: Db, rows: (typeof s.$inferSelect)[]): Promise<TSubscriberRecord[]> {
  if (rows.length === 0) return [];
  const found = await selectRecords(db).where(
    inArray(
      s.id,
      rows.map((r) => r.id),
    ),
  );
  const byId = new Map(found.map((r) => [r.id, toRecord(r)]));
  return rows.flatMap((r) => byId.get(r.id) ?? []);
}

export const savedSubscribers = defineSavedResults({
  name: 'audience_subscribers',
  table: s,
  at: s.createdAt,
  // An import adds its rows in one transaction, at one time.
  thenBy: desc(s.id),
  notFound: SUBSCRIBER_MESSAGES.notFound,
  toRecord: () => {
    throw new Error('subscriber records are built by toRecords');
  },
  toRecords: withViews,
});

/** `%` and `_` typed in a search are letters, not patterns. */
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterWhere(f: TSubscriberFilter): SQL | undefined {
  const q = f.q?.trim();
  return and(
    q ? or(ilike(s.email, like(q)), ilike(s.firstName, like(q))) : undefined,
    f.status === 'bounced' ? bounced : f.status ? and(eq(s.status, f.status), not(bounced)) : undefined,
    f.page_id ? eq(s.sourcePageId, f.page_id) : undefined,
  );
}

export async function listSubscribers(o: Scope & Page & { filter: TSubscriberFilter }): Promise<TSubscriberList> {
  const where = filterWhere(o.filter);
  const items = await savedSubscribers.list({ db: o.db, userId: o.userId, limit: o.limit, offset: o.offset, where });
  const [counted] = await o.db
    .select({ n: count() })
    .from(s)
    .where(and(eq(s.userId, o.userId), where));
  return { items, total: counted?.n ?? 0 };
}

export const getSubscriber = (o: Owned) => savedSubscribers.get(o);

/**
 * Erases a subscriber, and the member's mails to that address with it (their delivery rows name the
 * address), in one transaction; 404 for any id that is not the member's.
 */
export async function removeSubscriber(o: Owned): Promise<void> {
  await o.db.transaction(async (tx) => {
    const { email } = await savedSubscribers.get({ ...o, db: tx });
    await savedSubscribers.remove({ ...o, db: tx });
    await tx.delete(d).where(and(eq(d.ownerId, o.userId), eq(d.email, email)));
  });
}

/** When a subscriber was new: its confirmation, or the import that added it (imports are not confirmed). */
const joinedAt = sql`case when ${s.source} = 'import' then ${s.createdAt} else ${s.confirmedAt} end`;

export async function subscriberStats({ db, userId }: Scope): Promise<TSubscriberStatsRecord> {
  const days = SUBSCRIBER_LIMITS.statsDays - 1;
  const [byStatus, { rows: perDay }] = await Promise.all([
    db
      .select({ status: viewStatus, n: sql<number>`count(*)::int` })
      .from(s)
      .where(eq(s.userId, userId))
      .groupBy(viewStatus),
    db.execute(sql`
      with days as (
        select generate_series(
          (now() at time zone 'UTC')::date - ${days}::int,
          (now() at time zone 'UTC')::date,
          interval '1 day'
        )::date as day
      ),
      joined as (
        select (${joinedAt} at time zone 'UTC')::date as day
        from ${s}
        where ${s.userId} = ${userId}
          and ${joinedAt} >= ((now() at time zone 'UTC')::date - ${days}::int) at time zone 'UTC'
      )
      select to_char(days.day, 'YYYY-MM-DD') as day, count(joined.day)::int as count
      from days left join joined on joined.day = days.day
      group by days.day
      order by days.day`) as Promise<{ rows: { day: string; count: number }[] }>,
  ]);
  const by_status: Record<TSubscriberStatus, number> = { unconfirmed: 0, subscribed: 0, unsubscribed: 0, bounced: 0 };
  for (const r of byStatus) by_status[r.status] = Number(r.n);
  return {
    total: Object.values(by_status).reduce((a, b) => a + b, 0),
    by_status,
    per_day: perDay.map((r) => ({ day: r.day, count: Number(r.count) })),
  };
}

/** Every subscriber the filters keep, newest first, as CSV. */
export async function exportSubscribers({ db, userId, filter }: Scope & { filter: TSubscriberFilter }) {
  const rows = await selectRecords(db)
    .where(and(eq(s.userId, userId), filterWhere(filter)))
    .orderBy(desc(s.createdAt), desc(s.id));
  return subscribersCsv(rows.map(toRecord));
}

export const previewImport = (csv: string): TImportPreviewRecord => previewOf(csv);

/** Rows per INSERT: each statement takes the addresses and names as two array parameters. */
const BATCH = 5_000;

/** New rows from the arrays, in their order; the number of rows that were new. */
async function insertNew(db: Db, userId: string, consent: string, rows: ImportRow[]): Promise<number> {
  const { rows: added } = (await db.execute(sql`
    insert into ${s} (user_id, email, first_name, status, source, consent_basis)
    select ${userId}, r.email, r.first_name, 'subscribed', 'import', ${consent}
    from unnest(${sql.param(rows.map((r) => r.email))}::text[], ${sql.param(rows.map((r) => r.firstName))}::text[])
      as r(email, first_name)
    on conflict (user_id, email) do nothing
    returning 1`)) as { rows: unknown[] };
  return added.length;
}

/**
 * Adds the file's new addresses as subscribed, imported, unconfirmed subscribers in one transaction.
 * An address already in the list is left exactly as it is (an unsubscribed one stays unsubscribed),
 * so importing the same file twice, or twice at once, adds nothing the second time. Addresses go in
 * sorted order: two imports at once then wait on each other's rows in the same order and cannot
 * deadlock. Imported people are never mailed until they confirm on a page themselves
 * (audience.list.ts).
 */
export async function importSubscribers(o: Scope & { request: TImportSubscribersValid }): Promise<TImportResultRecord> {
  const { csv, mapping, consentBasis } = o.request;
  const mapped = mapRows(readCsv(csv), mapping);
  const rows = mapped.valid.sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
  let imported = 0;
  if (rows.length > 0)
    await o.db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += BATCH)
        imported += await insertNew(tx, o.userId, consentBasis, rows.slice(i, i + BATCH));
    });
  return {
    imported,
    merged: rows.length - imported + mapped.repeated,
    invalid: mapped.invalid,
    invalid_total: mapped.invalidTotal,
  };
}
