import Papa from 'papaparse';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TImportPreviewRecord,
  TImportResultRecord,
  TSubscriberList,
  TSubscriberRecord,
  TSubscriberStatsRecord,
} from '../../../shared/audience-subscribers';
import { emailDeliveries, emailSuppressions, leadMagnets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { uniqueUser } from '../../test/saved-results';
import { audienceSubscribers, optinPages } from './audience.schema';

const URL = '/api/audience/subscribers';
const NOT_FOUND = 'Subscriber not found';
const CONSENT = "They signed up on my website's form in 2024";

type Member = Awaited<ReturnType<typeof uniqueUser>>;
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

  const add = async (member: Member, rows: NewSubscriber[]) =>
    t.db
      .insert(audienceSubscribers)
      .values(rows.map((r) => ({ ...r, userId: member.id })))
      .returning({ id: audienceSubscribers.id, email: audienceSubscribers.email });

  const addPage = async (member: Member, slug: string) => {
    const [magnet] = await t.db
      .insert(leadMagnets)
      .values({
        userId: member.id,
        title: 'Checklist',
        targetAudience: 'Dog owners',
        industry: 'Pets',
        painPoints: ['pulling on the leash'],
        leadMagnetType: 'checklist',
        contentOutline: { sections: [] } as never,
        designPreferences: {} as never,
        generatedContent: {} as never,
      })
      .returning();
    const [page] = await t.db
      .insert(optinPages)
      .values({
        userId: member.id,
        leadMagnetId: magnet!.id,
        slug,
        headline: `Headline of ${slug}`,
        displayName: 'Dog School',
        bullets: ['a', 'b', 'c'],
        pdf: new Uint8Array([1]),
        pdfFileName: 'x.pdf',
        cover: new Uint8Array([1]),
      })
      .returning({ id: optinPages.id, slug: optinPages.slug, headline: optinPages.headline });
    return page!;
  };

  const json = async <T>(res: Response, status = 200): Promise<T> => {
    expect({ status: res.status, body: res.status === status ? null : await res.clone().text() }).toEqual({
      status,
      body: null,
    });
    return (await res.json()) as T;
  };
  const list = async (member: Member, query = '') =>
    json<TSubscriberList>(await member.request(`${URL}${query ? `?${query}` : ''}`));
  const emailsOf = (l: TSubscriberList) => l.items.map((i) => i.email);
  const refused = async (res: Response, status: number) => (await json<{ error: string }>(res, status)).error;
  const rowsOf = (member: Member) =>
    t.db.select().from(audienceSubscribers).where(eq(audienceSubscribers.userId, member.id));

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

  describe('import', () => {
    const preview = (m: Member, csv: unknown) => m.request(`${URL}/import/preview`, { json: { csv } });
    const importCsv = (
      m: Member,
      csv: string,
      mapping: Record<string, unknown> = { email: 'email' },
      consent: unknown = CONSENT,
    ) => m.request(`${URL}/import`, { json: { csv, mapping, consentBasis: consent } });
    const imported = async (m: Member, csv: string, mapping?: Record<string, unknown>) =>
      json<TImportResultRecord>(await importCsv(m, csv, mapping));

    it('previews the columns, the first rows and a guessed mapping', async () => {
      const m = await uniqueUser(t, 'imp-preview');
      const csv =
        '\uFEFFVorname;E-Mail;Stadt\nAnn;ann@example.com;Köln\n\nBob;bob@example.com;Ulm\n' +
        Array.from({ length: 8 }, (_, i) => `N${i};n${i}@example.com;X`).join('\n');
      expect(await json<TImportPreviewRecord>(await preview(m, csv))).toEqual({
        columns: ['Vorname', 'E-Mail', 'Stadt'],
        sample: [
          ['Ann', 'ann@example.com', 'Köln'],
          ['Bob', 'bob@example.com', 'Ulm'],
          ['N0', 'n0@example.com', 'X'],
          ['N1', 'n1@example.com', 'X'],
          ['N2', 'n2@example.com', 'X'],
        ],
        rows: 10,
        guess: { email: 'E-Mail', first_name: 'Vorname' },
      });
      const english = await json<TImportPreviewRecord>(
        await preview(m, 'Email Address,First name,Last name\r\nann@example.com,Ann,Lee\r\n'),
      );
      expect(english.guess).toEqual({ email: 'Email Address', first_name: 'First name' });
      expect(await rowsOf(m)).toEqual([]);
    });

    it('imports with the mapping and the stated consent, never confirmed', async () => {
      const m = await uniqueUser(t, 'imp-basic');
      const csv = 'Name,Mail address,Notes\nAnn,  ANN@Example.com ,x\nBob,bob@example.com,y\n';
      expect(await imported(m, csv, { email: 'Mail address', firstName: 'Name' })).toEqual({
        imported: 2,
        merged: 0,
        invalid: [],
        invalid_total: 0,
      });
      const rows = await rowsOf(m);
      expect(rows.map((r) => [r.email, r.firstName]).sort()).toEqual([
        ['ann@example.com', 'Ann'],
        ['bob@example.com', 'Bob'],
      ]);
      for (const r of rows)
        expect(r).toMatchObject({
          status: 'subscribed',
          source: 'import',
          consentBasis: CONSENT,
          confirmedAt: null,
          sourcePageId: null,
        });
      const listed = await list(m);
      expect(listed.items[0]).toMatchObject({
        status: 'subscribed',
        source: 'import',
        consent_basis: CONSENT,
        confirmed_at: null,
      });
    });

    it('requires the consent, and refuses wrong types with a message', async () => {
      const m = await uniqueUser(t, 'imp-consent');
      const csv = 'email\nann@example.com\n';
      const cases: [unknown, unknown, unknown, RegExp][] = [
        [csv, { email: 'email' }, undefined, /Say how these people agreed/],
        [csv, { email: 'email' }, '', /Say how these people agreed/],
        [csv, { email: 'email' }, '  short  ', /at least 10 characters/],
        [csv, { email: 'email' }, 'x'.repeat(501), /at most 500/],
        [csv, { email: 'email' }, ['They signed up on my form'], /Say how these people agreed/],
        [csv, { email: ['email'] }, CONSENT, /column that holds the email/],
        [csv, undefined, CONSENT, /column that holds the email/],
        [csv, { email: '' }, CONSENT, /column that holds the email/],
        [['email', 'a@b.co'], { email: 'email' }, CONSENT, /Choose a CSV file/],
        [123, { email: 'email' }, CONSENT, /Choose a CSV file/],
      ];
      for (const [file, mapping, consent, message] of cases) {
        const res = await m.request(`${URL}/import`, { json: { csv: file, mapping, consentBasis: consent } });
        expect(await refused(res, 400), JSON.stringify([mapping, consent])).toMatch(message);
      }
      expect(await refused(await m.request(`${URL}/import`, { json: [] }), 400)).toBeTruthy();
      expect(await refused(await preview(m, { a: 1 }), 400)).toMatch(/Choose a CSV file/);
      expect(await rowsOf(m)).toEqual([]);
    });

    it('merges repeats in the file and never changes a subscriber already in the list', async () => {
      const m = await uniqueUser(t, 'imp-merge');
      await add(m, [
        {
          email: 'left@example.com',
          firstName: 'Left',
          status: 'unsubscribed',
          source: 'page',
          unsubscribedAt: daysAgo(1),
        },
        { email: 'page@example.com', firstName: 'Paige', status: 'unconfirmed', source: 'page' },
      ]);
      const before = await rowsOf(m);
      const csv = [
        'email,first_name',
        'new@example.com,',
        'NEW@example.com,Nina',
        'left@example.com,Changed',
        'page@example.com,Changed',
        'new@example.com,Other',
      ].join('\n');
      expect(await imported(m, csv, { email: 'email', firstName: 'first_name' })).toEqual({
        imported: 1,
        merged: 4,
        invalid: [],
        invalid_total: 0,
      });
      const after = await rowsOf(m);
      for (const row of before) expect(after).toContainEqual(row);
      expect(after.find((r) => r.email === 'new@example.com')?.firstName).toBe('Nina');
    });

    it('reports invalid rows by their spreadsheet line and imports the rest', async () => {
      const m = await uniqueUser(t, 'imp-invalid');
      const long = `${'a'.repeat(400)}@example.com`;
      const csv = [
        'Email,First name', // 1
        'ok1@example.com,Ann', // 2
        'not-an-email,Bob', // 3
        '', // 4
        ',Carl', // 5
        '"ok2@example.com","Multi', // 6 (one row in a spreadsheet, two lines of text)
        'line"',
        `${long},Long`, // 7
        `ok3@example.com,${'n'.repeat(61)}`, // 8
        'ok4@example.com', // 9: no first name cell
      ].join('\r\n');
      const result = await imported(m, csv, { email: 'Email', firstName: 'First name' });
      expect(result).toEqual({
        imported: 3,
        merged: 0,
        invalid: [
          { line: 3, reason: '"not-an-email" is not a valid email address' },
          { line: 5, reason: 'The email address is empty' },
          { line: 7, reason: 'The email address is longer than 254 characters' },
          { line: 8, reason: 'The first name is longer than 60 characters' },
        ],
        invalid_total: 4,
      });
      expect((await rowsOf(m)).map((r) => [r.email, r.firstName]).sort()).toEqual([
        ['ok1@example.com', 'Ann'],
        ['ok2@example.com', 'Multi line'],
        ['ok4@example.com', null],
      ]);
    });

    it('imports 10,000 rows of which half are invalid, listing the first 1,000', async () => {
      const m = await uniqueUser(t, 'imp-big');
      const lines = ['email,first_name'];
      for (let i = 0; i < 10_000; i++) lines.push(i % 2 ? `broken-${i}` : `p${i}@example.com,P${i}`);
      const result = await imported(m, lines.join('\n'), { email: 'email', firstName: 'first_name' });
      expect({ ...result, invalid: result.invalid.length }).toEqual({
        imported: 5_000,
        merged: 0,
        invalid: 1_000,
        invalid_total: 5_000,
      });
      expect(result.invalid[0]).toEqual({ line: 3, reason: '"broken-1" is not a valid email address' });
      expect((await list(m, 'limit=1')).total).toBe(5_000);
    });

    it('refuses a file that is not CSV text, and imports nothing', async () => {
      const m = await uniqueUser(t, 'imp-refused');
      // An .xlsx (a zip) read as text: its NULs are refused before any route reads the body.
      const xlsx = 'PK\u0003\u0004\u0014\u0000\u0006\u0000\b\u0000\u0000\u0000!\u0000b\uFFFD\uFFFDh[Content_Types].xml';
      expect(await refused(await importCsv(m, xlsx), 400)).toMatch(/not allowed \(a NUL/);
      expect(await refused(await preview(m, xlsx), 400)).toMatch(/not allowed \(a NUL/);
      // A PNG without NULs: control characters and undecodable bytes throughout.
      const png =
        '\uFFFDPNG\r\n\u001a\n\u0001\u0002IHDR\uFFFD\uFFFD\u0007\u0008\u0006\uFFFD\u001f\u0015\uFFFD\uFFFD'.repeat(50);
      const notText = /not a CSV text file/;
      expect(await refused(await importCsv(m, png), 400)).toMatch(notText);
      expect(await refused(await preview(m, png), 400)).toMatch(notText);

      const unbalanced = 'email,first_name\nann@example.com,Ann\nbob@example.com,"Bob\ncy@example.com,Cy\n';
      expect(await refused(await importCsv(m, unbalanced), 400)).toBe(
        'Line 3 has a quotation mark that is never closed, so the rest of the file cannot be read. Fix that line in your spreadsheet program, export the file as CSV again and choose it.',
      );
      expect(await refused(await importCsv(m, 'ann@example.com,Ann\nbob@example.com,Bob'), 400)).toMatch(
        /must name the columns, but it holds the address "ann@example.com"/,
      );
      expect(await refused(await importCsv(m, '\n\n'), 400)).toMatch(/The file is empty/);
      expect(await refused(await importCsv(m, 'email\n\n'), 400)).toMatch(/no subscribers below it/);
      expect(await refused(await importCsv(m, 'mail,name\nann@example.com,Ann', { email: 'email' }), 400)).toBe(
        'The file has no column "email". Its columns are: mail, name.',
      );
      expect(
        await refused(
          await importCsv(m, 'mail,name\nann@example.com,Ann', { email: 'mail', firstName: 'Vorname' }),
          400,
        ),
      ).toMatch(/no column "Vorname"/);
      expect(await rowsOf(m)).toEqual([]);
    });

    it('refuses more than 5 MB or 50,000 rows with a message, and a 20 MB body with 413', async () => {
      const m = await uniqueUser(t, 'imp-limits');
      const body = JSON.stringify({
        csv: 'x'.repeat(20 * 1024 * 1024),
        mapping: { email: 'email' },
        consent_basis: CONSENT,
      });
      for (const path of ['/import', '/import/preview']) {
        const res = await m.request(`${URL}${path}`, { body, headers: { 'content-type': 'application/json' } });
        expect(await refused(res, 413)).toMatch(/at most 5 MB of CSV text/);
      }
      const sixMb = `email\n${'a@example.com\n'.repeat(Math.ceil((6 * 1024 * 1024) / 14))}`;
      expect(await refused(await importCsv(m, sixMb), 413)).toMatch(/at most 5 MB of CSV text/);
      const many = `email\n${Array.from({ length: 50_001 }, (_, i) => `r${i}@x.io`).join('\n')}`;
      expect(await refused(await importCsv(m, many), 400)).toBe(
        'The file has 50,001 rows; an import takes at most 50,000. Split it into smaller files and import them one after another.',
      );
      // The app's own limit still holds everywhere else.
      const big = await m.request(`${URL}?x=1`, {
        method: 'DELETE',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(await refused(big, 413)).toMatch(/the limit is 1 MB/);
      expect(await rowsOf(m)).toEqual([]);
    });

    it('imports a file sent twice, one after the other or at once, only once', async () => {
      const m = await uniqueUser(t, 'imp-twice');
      const emails = Array.from({ length: 3_000 }, (_, i) => `t${i}@example.com`);
      const csv = `email\n${emails.join('\n')}`;
      expect(await imported(m, csv)).toMatchObject({ imported: 3_000, merged: 0 });
      expect(await imported(m, csv)).toMatchObject({ imported: 0, merged: 3_000 });

      const n = await uniqueUser(t, 'imp-race');
      const reversed = `email\n${[...emails].reverse().join('\n')}\nextra@example.com`;
      const results = await Promise.all([importCsv(n, csv), importCsv(n, reversed), importCsv(n, csv)]);
      const answers = await Promise.all(results.map((r) => json<TImportResultRecord>(r)));
      expect(answers.reduce((a, r) => a + r.imported, 0)).toBe(3_001);
      expect(answers.map((r) => r.imported + r.merged)).toEqual([3_000, 3_001, 3_000]);
      const rows = await rowsOf(n);
      expect(rows).toHaveLength(3_001);
      expect(new Set(rows.map((r) => r.email)).size).toBe(3_001);
    });
  });
});
