import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { TSubscriberRecord } from '../../../shared/audience-subscribers';
import { AppError } from '../../errors';
import { guessColumns, looksBinary, mapRows, previewOf, readCsv, subscribersCsv } from './subscribers.csv';

/** The status and message a function throws as an AppError. */
function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, message: err.message };
    throw err;
  }
  throw new Error('it did not refuse');
}

describe('reading an import file', () => {
  it('reads commas, semicolons, tabs and pipes, a byte-order mark and CRLF line ends', () => {
    for (const d of [',', ';', '\t', '|']) {
      const table = readCsv(`\uFEFFE-mail${d}Vorname\r\nann@example.com${d}Ann\r\n`);
      expect(table).toEqual({ columns: ['E-mail', 'Vorname'], rows: [{ line: 2, cells: ['ann@example.com', 'Ann'] }] });
    }
    // A comma inside quotes in the header is not the delimiter.
    expect(readCsv('"Name; full";email\nAnn;a@b.co').columns).toEqual(['Name; full', 'email']);
  });

  it('numbers rows as a spreadsheet does: header 1, blank lines counted, multi-line cells one row', () => {
    const table = readCsv('email,note\na@b.co,"two\nlines"\n\n  ,  \nc@d.co,x\n');
    expect(table.rows).toEqual([
      { line: 2, cells: ['a@b.co', 'two\nlines'] },
      { line: 5, cells: ['c@d.co', 'x'] },
    ]);
  });

  it('names empty and repeated header cells so each column can be picked', () => {
    expect(readCsv('email,,Email, name ,name\na@b.co,1,2,3,4').columns).toEqual([
      'email',
      'Column 2',
      'Email (2)',
      'name',
      'name (2)',
    ]);
  });

  it('refuses what cannot be read as a table, saying why', () => {
    expect(refusal(() => readCsv('email\nann@example.com,"Ann\n'))).toEqual({
      status: 400,
      message: expect.stringMatching(/^Line 2 has a quotation mark that is never closed/) as string,
    });
    expect(refusal(() => readCsv('email,name\na@b.co,"A"B\n')).message).toMatch(/^Line 2 has a quotation mark/);
    expect(refusal(() => readCsv('')).message).toMatch(/The file is empty/);
    expect(refusal(() => readCsv('\uFEFF \n')).message).toMatch(/The file is empty/);
    expect(refusal(() => readCsv(',,\na@b.co,x,y')).message).toMatch(/must name the columns/);
    expect(refusal(() => readCsv('Ann,ann@example.com\nBob,bob@example.com')).message).toMatch(
      /holds the address "ann@example.com"/,
    );
    expect(refusal(() => readCsv('email\n\n\n')).message).toMatch(/no subscribers below it/);
    expect(refusal(() => readCsv('email\u0000\na@b.co')).message).toMatch(/not a CSV text file/);
    expect(refusal(() => readCsv(`email\n${'x'.repeat(5 * 1024 * 1024)}`))).toEqual({
      status: 413,
      message: expect.stringMatching(/at most 5 MB of CSV text/) as string,
    });
    // Bytes, not characters: 2 MB of characters that take 3 bytes each in UTF-8.
    expect(refusal(() => readCsv(`email\n${'€'.repeat(2 * 1024 * 1024)}`)).status).toBe(413);
  });

  it('tells binary data from text in another encoding', () => {
    expect(looksBinary('email\nann@example.com')).toBe(false);
    expect(looksBinary('PK\u0003\u0004')).toBe(true);
    // A Windows-1252 file read as UTF-8: a few undecodable bytes in names, still text.
    expect(looksBinary('email,name\nj@x.de,J\uFFFDrg M\uFFFDller\nk@x.de,Karl\nl@x.de,Lena\n'.repeat(3))).toBe(false);
    expect(looksBinary('\uFFFDPNG\r\n\u001a\n\u0001\u0002IHDR\uFFFD\uFFFD\u0007'.repeat(20))).toBe(true);
  });
});

describe('guessing the columns', () => {
  const guess = (header: string, row = 'x') => guessColumns(readCsv(`${header}\n${row}`));
  it('knows the usual names in several languages', () => {
    expect(guess('E-Mail,Vorname,Nachname')).toEqual({ email: 'E-Mail', first_name: 'Vorname' });
    expect(guess('Email Address,First Name,Last Name')).toEqual({ email: 'Email Address', first_name: 'First Name' });
    expect(guess('Prénom;Courriel')).toEqual({ email: 'Courriel', first_name: 'Prénom' });
    expect(guess('first_name,email')).toEqual({ email: 'email', first_name: 'first_name' });
    expect(guess('Given name,e_mail')).toEqual({ email: 'e_mail', first_name: 'Given name' });
  });
  it('finds the addresses by their content when no header names them, and guesses nothing otherwise', () => {
    expect(guess('Contact,Name', 'ann@example.com,Ann')).toEqual({ email: 'Contact', first_name: null });
    expect(guess('Name,Phone', 'Ann,123')).toEqual({ email: null, first_name: null });
  });
});

describe('the preview', () => {
  it('answers the columns, the first five rows cut to a readable length, and the count', () => {
    const rows = Array.from({ length: 7 }, (_, i) => `p${i}@example.com,${i === 0 ? 'x'.repeat(300) : `P${i}`}`);
    const preview = previewOf(`email,first_name,extra\n${rows.join('\n')}`);
    expect(preview.columns).toEqual(['email', 'first_name', 'extra']);
    expect(preview.rows).toBe(7);
    expect(preview.sample).toHaveLength(5);
    expect(preview.sample[1]).toEqual(['p1@example.com', 'P1', '']);
    expect(preview.sample[0]![1]).toHaveLength(200);
    expect(preview.sample[0]![1]!.endsWith('…')).toBe(true);
  });
});

describe('mapping the rows', () => {
  const table = (text: string) => readCsv(text);
  it('lower-cases and trims addresses, cleans names and merges repeats, keeping the first row', () => {
    const mapped = mapRows(
      table(
        'mail,name\n  Ann@Example.COM ,\nann@example.com,  Ann \t Marie \nbob@example.com,Bob\u0007\nBOB@example.com,Robert',
      ),
      { email: 'mail', firstName: 'name' },
    );
    expect(mapped).toEqual({
      valid: [
        { email: 'ann@example.com', firstName: 'Ann Marie' },
        { email: 'bob@example.com', firstName: 'Bob' },
      ],
      repeated: 2,
      invalid: [],
      invalidTotal: 0,
    });
  });

  it('reports each unusable row by its line and a reason', () => {
    const mapped = mapRows(
      table(
        [
          'email,name',
          'ok@example.com,Ok',
          'no-at-sign,A',
          ',B',
          `${'x'.repeat(250)}@example.com,C`,
          `d@example.com,${'n'.repeat(61)}`,
          `${'y'.repeat(80)},D`,
        ].join('\n'),
      ),
      { email: 'email', firstName: 'name' },
    );
    expect(mapped.valid).toEqual([{ email: 'ok@example.com', firstName: 'Ok' }]);
    expect(mapped.invalid).toEqual([
      { line: 3, reason: '"no-at-sign" is not a valid email address' },
      { line: 4, reason: 'The email address is empty' },
      { line: 5, reason: 'The email address is longer than 254 characters' },
      { line: 6, reason: 'The first name is longer than 60 characters' },
      { line: 7, reason: `"${'y'.repeat(59)}…" is not a valid email address` },
    ]);
  });

  it('lists the first 1,000 unusable rows and counts them all', () => {
    const lines = ['email', ...Array.from({ length: 1_500 }, (_, i) => `bad-${i}`)];
    const mapped = mapRows(table(lines.join('\n')), { email: 'email' });
    expect(mapped.invalid).toHaveLength(1_000);
    expect(mapped.invalidTotal).toBe(1_500);
    expect(mapped.invalid.at(-1)).toEqual({ line: 1_001, reason: '"bad-999" is not a valid email address' });
  });

  it('refuses a mapping to a column the file does not have, or one column for both', () => {
    const t = table('email,name\na@b.co,A');
    expect(refusal(() => mapRows(t, { email: 'Email' }))).toEqual({
      status: 400,
      message: 'The file has no column "Email". Its columns are: email, name.',
    });
    expect(refusal(() => mapRows(t, { email: 'email', firstName: 'Vorname' })).message).toMatch(/no column "Vorname"/);
    expect(refusal(() => mapRows(t, { email: 'email', firstName: 'email' })).message).toMatch(/different columns/);
  });
});

describe('the export', () => {
  const record = (over: Partial<TSubscriberRecord>): TSubscriberRecord => ({
    id: '00000000-0000-4000-8000-000000000001',
    email: 'a@example.com',
    first_name: null,
    status: 'subscribed',
    source: 'page',
    source_page: null,
    consent_basis: null,
    created_at: '2025-01-02T03:04:05.000Z',
    confirmed_at: null,
    ...over,
  });

  it('quotes commas, quotes and line breaks, and writes formula-like cells as text', () => {
    const csv = subscribersCsv([
      record({ first_name: '=HYPERLINK("http://x")', source_page: { id: 'p', slug: 'dog-tips', headline: 'H' } }),
      record({ email: 'b@example.com', first_name: 'Doe, "JJ"\nJr', confirmed_at: '2025-01-03T00:00:00.000Z' }),
      record({ email: 'c@example.com', first_name: '+1 @home -x', status: 'bounced', source: 'import' }),
    ]);
    expect(csv.startsWith('\uFEFFemail,first_name,status,source,source_page,signed_up,confirmed\r\n')).toBe(true);
    expect(Papa.parse<string[]>(csv.slice(1)).data).toEqual([
      ['email', 'first_name', 'status', 'source', 'source_page', 'signed_up', 'confirmed'],
      ['a@example.com', `'=HYPERLINK("http://x")`, 'subscribed', 'page', 'dog-tips', '2025-01-02T03:04:05.000Z', ''],
      [
        'b@example.com',
        'Doe, "JJ"\nJr',
        'subscribed',
        'page',
        '',
        '2025-01-02T03:04:05.000Z',
        '2025-01-03T00:00:00.000Z',
      ],
      ['c@example.com', `'+1 @home -x`, 'bounced', 'import', '', '2025-01-02T03:04:05.000Z', ''],
    ]);
  });
});
