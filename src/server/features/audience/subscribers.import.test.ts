import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TImportPreviewRecord, TImportResultRecord } from '../../../shared/audience-subscribers';
import { createTestApp, type TestApp } from '../../test/harness';
import { uniqueUser } from '../../test/saved-results';
import { subscriberHelpers } from './testing';

const URL = '/api/audience/subscribers';
const CONSENT = "They signed up on my website's form in 2024";

type Member = Awaited<ReturnType<typeof uniqueUser>>;

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number, hour = 12) => {
  const d = new Date(Date.now() - n * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

describe('a member’s subscribers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  const { add, json, list, refused, rowsOf } = subscriberHelpers(() => t);

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
