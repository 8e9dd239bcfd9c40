import Papa from 'papaparse';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSubscriberRecord, TSubscriberStatsRecord } from '../../../shared/audience-subscribers';
import { emailDeliveries, emailSuppressions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { uniqueUser } from '../../test/saved-results';
import type { audienceSubscribers } from './audience.schema';
import { subscriberHelpers } from './testing';

const URL = '/api/audience/subscribers';
const NOT_FOUND = 'Subscriber not found';
const CONSENT = "They signed up on my website's form in 2024";

type NewSubscriber = Omit<typeof audienceSubscribers.$inferInsert, 'userId'>;

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number, hour = 12) => {
  const d = new Date(Date.now() - n * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

describe('a member’s subscribers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  const { add, addPage, json, list, emailsOf, refused, rowsOf } = subscriberHelpers(() => t);

  describe('list, get and delete', () => {
    it('lists newest first with the page and shown status, pages, counts and answers one', async () => {
      const m = await uniqueUser(t, 'subs-list');
      const page = await addPage(m, `dog-tips-${m.id.slice(0, 8).toLowerCase()}`);
      const [older] = await add(m, [
        {
          email: 'ann@example.com',
          firstName: 'Ann',
          status: 'subscribed',
          source: 'page',
          sourcePageId: page.id,
          createdAt: daysAgo(3),
          confirmedAt: daysAgo(2),
        },
      ]);
      await add(m, [
        { email: 'bob@example.com', firstName: null, status: 'unconfirmed', source: 'page', createdAt: daysAgo(2) },
        {
          email: 'cy@example.com',
          firstName: 'Cy',
          status: 'subscribed',
          source: 'import',
          consentBasis: CONSENT,
          createdAt: daysAgo(1),
        },
      ]);

      const all = await list(m);
      expect(all.total).toBe(3);
      expect(emailsOf(all)).toEqual(['cy@example.com', 'bob@example.com', 'ann@example.com']);
      const ann: TSubscriberRecord = {
        id: older!.id,
        email: 'ann@example.com',
        first_name: 'Ann',
        status: 'subscribed',
        source: 'page',
        source_page: page,
        consent_basis: null,
        created_at: daysAgo(3).toISOString(),
        confirmed_at: daysAgo(2).toISOString(),
      };
      expect(all.items[2]).toEqual(ann);
      expect(all.items[0]).toMatchObject({
        source: 'import',
        source_page: null,
        consent_basis: CONSENT,
        confirmed_at: null,
      });
      expect(await json(await m.request(`${URL}/${older!.id}`))).toEqual(ann);

      const second = await list(m, 'limit=1&offset=1');
      expect({ total: second.total, emails: emailsOf(second) }).toEqual({ total: 3, emails: ['bob@example.com'] });
      expect(emailsOf(await list(m, `page_id=${page.id}`))).toEqual(['ann@example.com']);
      expect(emailsOf(await list(m, 'status=unconfirmed'))).toEqual(['bob@example.com']);
    });

    it('searches email and first name, case-insensitively, with % and _ as letters', async () => {
      const m = await uniqueUser(t, 'subs-search');
      await add(m, [
        {
          email: 'jane.doe@example.com',
          firstName: 'Jane',
          status: 'subscribed',
          source: 'page',
          createdAt: daysAgo(4),
        },
        {
          email: 'x@shop.example',
          firstName: 'Marie-JANE',
          status: 'subscribed',
          source: 'page',
          createdAt: daysAgo(3),
        },
        {
          email: 'bob@example.com',
          firstName: '100% Bob',
          status: 'subscribed',
          source: 'page',
          createdAt: daysAgo(2),
        },
        { email: 'b_b@example.com', firstName: null, status: 'subscribed', source: 'page', createdAt: daysAgo(1) },
      ]);
      const found = await list(m, 'q=jAnE');
      expect({ total: found.total, emails: emailsOf(found) }).toEqual({
        total: 2,
        emails: ['x@shop.example', 'jane.doe@example.com'],
      });
      expect(emailsOf(await list(m, 'q=SHOP'))).toEqual(['x@shop.example']);
      expect(emailsOf(await list(m, `q=${encodeURIComponent('100%')}`))).toEqual(['bob@example.com']);
      expect(emailsOf(await list(m, 'q=b_b'))).toEqual(['b_b@example.com']);
      expect(emailsOf(await list(m, 'q=%20%20'))).toHaveLength(4);
      expect((await list(m, 'q=nobody')).total).toBe(0);
    });

    it('shows an address the mail engine suppressed as bounced, and filters on it', async () => {
      const m = await uniqueUser(t, 'subs-bounce');
      const bouncing = `bounce-${m.id.toLowerCase()}@example.com`;
      await add(m, [
        { email: bouncing, status: 'subscribed', source: 'page', confirmedAt: daysAgo(1), createdAt: daysAgo(1) },
        {
          email: `ok-${m.id.toLowerCase()}@example.com`,
          status: 'subscribed',
          source: 'page',
          confirmedAt: daysAgo(1),
        },
      ]);
      await t.db.insert(emailSuppressions).values({ email: bouncing, reason: 'bounced' });
      const all = await list(m);
      expect(all.items.find((i) => i.email === bouncing)?.status).toBe('bounced');
      expect(emailsOf(await list(m, 'status=bounced'))).toEqual([bouncing]);
      expect(emailsOf(await list(m, 'status=subscribed'))).not.toContain(bouncing);
      const stats = await json<TSubscriberStatsRecord>(await m.request(`${URL}/stats`));
      expect(stats.by_status).toEqual({ unconfirmed: 0, subscribed: 1, unsubscribed: 0, bounced: 1 });
    });

    it('refuses a bad query with a message naming it', async () => {
      const m = await uniqueUser(t, 'subs-query');
      const cases: [string, RegExp][] = [
        ['limit=0', /limit/],
        ['limit=101', /limit/],
        ['limit=abc', /limit/],
        ['offset=-1', /offset/],
        ['status=deleted', /Status must be one of/],
        ['status=bounced&status=subscribed', /Status must be one of/],
        ['page_id=abc', /Opt-in page not found/],
        [`q=${'a'.repeat(201)}`, /at most 200/],
        ['q=a&q=b', /Search/],
      ];
      for (const [query, message] of cases) {
        const error = await refused(await m.request(`${URL}?${query}`), 400);
        expect(error, query).toMatch(message);
      }
      expect(await refused(await m.request(`${URL}/export?status=x`), 400)).toMatch(/Status/);
      expect((await list(m, `q=${'a'.repeat(200)}`)).total).toBe(0);
    });

    it('keeps every member to their own subscribers', async () => {
      const owner = await uniqueUser(t, 'subs-owner');
      const other = await uniqueUser(t, 'subs-other');
      const shared = `shared-${owner.id.toLowerCase()}@example.com`;
      const [mine] = await add(owner, [
        { email: shared, firstName: 'Mine', status: 'subscribed', source: 'page', confirmedAt: daysAgo(0) },
      ]);
      const [theirs] = await add(other, [
        { email: shared, firstName: 'Theirs', status: 'subscribed', source: 'page', confirmedAt: daysAgo(0) },
      ]);
      for (const method of ['GET', 'DELETE']) {
        expect(await refused(await other.request(`${URL}/${mine!.id}`, { method }), 404)).toBe(NOT_FOUND);
      }
      expect(await refused(await owner.request(`${URL}/not-an-id`), 400)).toBe(NOT_FOUND);
      expect(await refused(await owner.request(`${URL}/00000000-0000-4000-8000-000000000000`), 404)).toBe(NOT_FOUND);
      expect((await list(other)).items.map((i) => i.id)).toEqual([theirs!.id]);
      expect((await list(owner)).items.map((i) => i.id)).toEqual([mine!.id]);
      expect((await json<TSubscriberStatsRecord>(await other.request(`${URL}/stats`))).total).toBe(1);
      const exported = await (await other.request(`${URL}/export`)).text();
      expect(exported).toContain('Theirs');
      expect(exported).not.toContain('Mine');

      const anonymous = t.agent();
      for (const path of ['', '/stats', '/export', `/${mine!.id}`])
        expect((await anonymous.request(`${URL}${path}`)).status).toBe(401);
      expect((await anonymous.request(`${URL}/import/preview`, { json: { csv: 'email\na@b.co' } })).status).toBe(401);
      expect((await anonymous.request(`${URL}/${mine!.id}`, { method: 'DELETE' })).status).toBe(401);
      expect(await rowsOf(owner)).toHaveLength(1);
    });

    it('erases a subscriber and the member’s mails to it, nothing else', async () => {
      const m = await uniqueUser(t, 'subs-delete');
      const other = await uniqueUser(t, 'subs-delete-other');
      const gone = `gone-${m.id.toLowerCase()}@example.com`;
      const kept = `kept-${m.id.toLowerCase()}@example.com`;
      const [sub] = await add(m, [{ email: gone, status: 'subscribed', source: 'page', confirmedAt: daysAgo(0) }]);
      await add(m, [{ email: kept, status: 'subscribed', source: 'page', confirmedAt: daysAgo(0) }]);
      await add(other, [{ email: gone, status: 'subscribed', source: 'page', confirmedAt: daysAgo(0) }]);
      const delivery = (email: string, ownerId: string | null) => ({
        kind: 'welcome',
        refId: crypto.randomUUID(),
        email,
        lists: [`audience:${ownerId}`],
        ownerId,
      });
      await t.db
        .insert(emailDeliveries)
        .values([
          delivery(gone, m.id),
          delivery(gone, m.id),
          delivery(kept, m.id),
          delivery(gone, other.id),
          delivery(gone, null),
        ]);

      expect(await json(await m.request(`${URL}/${sub!.id}`, { method: 'DELETE' }))).toEqual({ ok: true });
      expect(await refused(await m.request(`${URL}/${sub!.id}`), 404)).toBe(NOT_FOUND);
      expect(await refused(await m.request(`${URL}/${sub!.id}`, { method: 'DELETE' }), 404)).toBe(NOT_FOUND);
      expect((await rowsOf(m)).map((r) => r.email)).toEqual([kept]);
      expect(await rowsOf(other)).toHaveLength(1);
      const left = await t.db
        .select({ email: emailDeliveries.email, ownerId: emailDeliveries.ownerId })
        .from(emailDeliveries)
        .where(eq(emailDeliveries.email, gone));
      expect(left.map((d) => d.ownerId).sort()).toEqual([other.id, null].sort());
      expect(
        await t.db
          .select()
          .from(emailDeliveries)
          .where(and(eq(emailDeliveries.ownerId, m.id), eq(emailDeliveries.email, kept))),
      ).toHaveLength(1);
    });
  });

  describe('stats', () => {
    it('counts by status and new subscribers per UTC day for 30 days, zeros included', async () => {
      const m = await uniqueUser(t, 'subs-stats');
      const n = (i: number) => `s${i}-${m.id.toLowerCase()}@example.com`;
      await add(m, [
        // Page sign-ups count on the day they confirmed, not the day they signed up.
        { email: n(1), status: 'subscribed', source: 'page', createdAt: daysAgo(6), confirmedAt: daysAgo(5) },
        { email: n(2), status: 'unsubscribed', source: 'page', createdAt: daysAgo(5), confirmedAt: daysAgo(5, 23) },
        { email: n(3), status: 'subscribed', source: 'page', createdAt: daysAgo(1), confirmedAt: daysAgo(0, 0) },
        // Imports count on the day of the import; an unconfirmed sign-up is not new yet.
        { email: n(4), status: 'subscribed', source: 'import', createdAt: daysAgo(29, 0) },
        { email: n(5), status: 'unconfirmed', source: 'page', createdAt: daysAgo(2) },
        // Older than the window.
        { email: n(6), status: 'subscribed', source: 'page', createdAt: daysAgo(40), confirmedAt: daysAgo(30, 23) },
      ]);
      const stats = await json<TSubscriberStatsRecord>(await m.request(`${URL}/stats`));
      expect(stats.total).toBe(6);
      expect(stats.by_status).toEqual({ unconfirmed: 1, subscribed: 4, unsubscribed: 1, bounced: 0 });
      expect(stats.per_day).toHaveLength(30);
      expect(stats.per_day[0]!.day).toBe(utcDay(daysAgo(29)));
      expect(stats.per_day[29]!.day).toBe(utcDay(new Date()));
      const expected = new Map([
        [utcDay(daysAgo(29)), 1],
        [utcDay(daysAgo(5)), 2],
        [utcDay(daysAgo(0)), 1],
      ]);
      expect(stats.per_day).toEqual(stats.per_day.map((d) => ({ day: d.day, count: expected.get(d.day) ?? 0 })));
      expect(stats.per_day.reduce((a, d) => a + d.count, 0)).toBe(4);

      const empty = await json<TSubscriberStatsRecord>(
        await (await uniqueUser(t, 'subs-none')).request(`${URL}/stats`),
      );
      expect(empty.total).toBe(0);
      expect(empty.per_day.every((d) => d.count === 0)).toBe(true);
      expect(empty.per_day).toHaveLength(30);
    });
  });

  describe('export', () => {
    it('downloads every matching subscriber as CSV, quoted, formulas as text', async () => {
      const m = await uniqueUser(t, 'subs-export');
      const page = await addPage(m, `export-${m.id.slice(0, 8).toLowerCase()}`);
      const rows: NewSubscriber[] = [
        {
          email: 'formula@example.com',
          firstName: '=HYPERLINK("http://x")',
          status: 'subscribed',
          source: 'page',
          sourcePageId: page.id,
          createdAt: daysAgo(3),
          confirmedAt: daysAgo(2),
        },
        {
          email: 'comma@example.com',
          firstName: 'Doe, "JJ"\nJr',
          status: 'unconfirmed',
          source: 'page',
          createdAt: daysAgo(2),
        },
        {
          email: 'plain@example.com',
          firstName: 'Plain',
          status: 'subscribed',
          source: 'import',
          createdAt: daysAgo(1),
        },
      ];
      await add(m, rows);
      const res = await m.request(`${URL}/export`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
      );
      const bytes = new Uint8Array(await res.arrayBuffer());
      // The byte-order mark makes Excel read UTF-8; decoding text drops it again.
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      expect(text.startsWith('email,first_name,status,source,source_page,signed_up,confirmed\r\n')).toBe(true);
      expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
      expect(text).toContain('"Doe, ""JJ""\nJr"');
      const parsed = Papa.parse<string[]>(text).data;
      expect(parsed).toEqual([
        ['email', 'first_name', 'status', 'source', 'source_page', 'signed_up', 'confirmed'],
        ['plain@example.com', 'Plain', 'subscribed', 'import', '', daysAgo(1).toISOString(), ''],
        ['comma@example.com', 'Doe, "JJ"\nJr', 'unconfirmed', 'page', '', daysAgo(2).toISOString(), ''],
        [
          'formula@example.com',
          `'=HYPERLINK("http://x")`,
          'subscribed',
          'page',
          page.slug,
          daysAgo(3).toISOString(),
          daysAgo(2).toISOString(),
        ],
      ]);

      const filtered = await (await m.request(`${URL}/export?status=subscribed&q=PLAIN`)).text();
      expect(Papa.parse<string[]>(filtered).data.map((r) => r[0])).toEqual(['email', 'plain@example.com']);
      const byPage = await (await m.request(`${URL}/export?page_id=${page.id}`)).text();
      expect(Papa.parse<string[]>(byPage).data.map((r) => r[0])).toEqual(['email', 'formula@example.com']);
    });
  });
});
