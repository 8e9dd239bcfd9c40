// papaparse is CommonJS: Node's ESM loader gives it a default export only.
import Papa from 'papaparse';
import { z } from 'zod';
import { OPTIN_LIMITS } from '../../../shared/audience';
import {
  SUBSCRIBER_EXPORT_COLUMNS,
  SUBSCRIBER_IMPORT_LIMITS as LIMITS,
  SUBSCRIBER_MESSAGES as M,
  type TImportPreviewRecord,
  type TSubscriberRecord,
} from '../../../shared/audience-subscribers';
import { looksBinary } from '../../../shared/binary-text';
import { toCsv } from '../../../shared/csv';
import { AppError, badRequest } from '../../errors';

/**
 * Reading a member's CSV file for an import, and writing the export (docs/product/audience.md,
 * "Subscribers"). A file is refused whole when it cannot be read as a table (binary data, a quote that
 * never closes, no header line); a row that can be read but holds no usable address is reported by its
 * line and skipped.
 */

/** A row as a spreadsheet numbers it: the header is line 1, and a blank line is a row too. */
export interface CsvRow {
  line: number;
  cells: string[];
}

export interface CsvTable {
  columns: string[];
  rows: CsvRow[];
}

export interface ImportRow {
  email: string;
  firstName: string | null;
}

export interface MappedRows {
  /** One per address, in file order; a repeated address keeps its first row (and a name found later). */
  valid: ImportRow[];
  /** Rows whose address was already an earlier row's. */
  repeated: number;
  invalid: { line: number; reason: string }[];
  invalidTotal: number;
}

const tooLarge = () => new AppError(413, M.fileTooLarge, 'PAYLOAD_TOO_LARGE');

export { looksBinary };

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * The delimiter the header line uses most, outside quotes; a comma when it has none. Papaparse's own
 * guess looks at the first rows and gives up on a blank line or a trailing line break.
 */
function delimiterOf(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const d of DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/** Header names as the member picks them: each unique, an empty one named by its place. */
function columnNames(header: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((raw, i) => {
    const base = raw.trim() || `Column ${i + 1}`;
    const n = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

const ZEmail = z.email();

/**
 * The file as a table: its columns and its non-blank rows below the header. Throws the 400 (or 413)
 * that says what is wrong with a file that cannot be read as one.
 */
export function readCsv(text: string): CsvTable {
  if (Buffer.byteLength(text, 'utf8') > LIMITS.bytes) throw tooLarge();
  if (looksBinary(text)) throw badRequest(M.notText);
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') throw badRequest(M.csvEmpty);

  const parsed = Papa.parse<string[]>(body, { delimiter: delimiterOf(body), header: false });
  const quote = parsed.errors.find((e) => e.type === 'Quotes');
  if (quote) throw badRequest(M.unbalancedQuote((quote.row ?? 0) + 1));

  const [header, ...data] = parsed.data;
  if (!header || isBlank(header)) throw badRequest(M.noHeader);
  const address = header.map((c) => c.trim()).find((c) => ZEmail.safeParse(c).success);
  if (address) throw badRequest(M.headerIsData(address.slice(0, 100)));

  const rows: CsvRow[] = [];
  data.forEach((cells, i) => {
    if (!isBlank(cells)) rows.push({ line: i + 2, cells });
  });
  if (rows.length === 0) throw badRequest(M.noRows);
  if (rows.length > LIMITS.rows) throw badRequest(M.tooManyRows(rows.length));
  return { columns: columnNames(header), rows };
}

/** Header names folded for comparison: lower case, no accents, no spaces or punctuation. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const EMAIL_NAMES = new Set([
  'email',
  'emailaddress',
  'emailadresse',
  'mail',
  'mailaddress',
  'mailadresse',
  'courriel',
  'adressemail',
  'adresseemail',
  'correo',
  'correoelectronico',
  'posta',
  'emailadres',
]);
const FIRST_NAME_NAMES = new Set([
  'firstname',
  'first',
  'fname',
  'givenname',
  'forename',
  'vorname',
  'prenom',
  'nombre',
  'voornaam',
  'nome',
]);

/** The column most of whose first cells are email addresses, when no header names one. */
function emailByContent(table: CsvTable): string | null {
  const sample = table.rows.slice(0, 20);
  let best: string | null = null;
  let bestHits = 0;
  table.columns.forEach((column, i) => {
    const hits = sample.filter((r) => ZEmail.safeParse((r.cells[i] ?? '').trim()).success).length;
    if (hits * 2 > sample.length && hits > bestHits) [best, bestHits] = [column, hits];
  });
  return best;
}

export function guessColumns(table: CsvTable): TImportPreviewRecord['guess'] {
  const named = (names: Set<string>) => table.columns.find((c) => names.has(fold(c))) ?? null;
  const email = named(EMAIL_NAMES) ?? emailByContent(table);
  const firstName = named(FIRST_NAME_NAMES);
  return { email, first_name: firstName === email ? null : firstName };
}

const shown = (cell: string) => (cell.length > LIMITS.sampleCell ? `${cell.slice(0, LIMITS.sampleCell - 1)}…` : cell);

export function previewOf(text: string): TImportPreviewRecord {
  const table = readCsv(text);
  return {
    columns: table.columns,
    sample: table.rows.slice(0, LIMITS.sampleRows).map((r) => table.columns.map((_, i) => shown(r.cells[i] ?? ''))),
    rows: table.rows.length,
    guess: guessColumns(table),
  };
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** A first name as the public form keeps it: one line, single spaces, no control characters. */
const cleanName = (s: string) => s.replace(/\s+/g, ' ').replace(CONTROL, '').trim();
const quoted = (s: string) => (s.length > 60 ? `${s.slice(0, 59)}…` : s);

/** Reads each row through the member's mapping; throws 400 when a mapped column is not in the file. */
export function mapRows(table: CsvTable, mapping: { email: string; firstName?: string | undefined }): MappedRows {
  const index = (column: string) => {
    const i = table.columns.indexOf(column);
    if (i < 0) throw badRequest(M.columnMissing(column.slice(0, 100), table.columns));
    return i;
  };
  const emailAt = index(mapping.email);
  const nameAt = mapping.firstName === undefined ? -1 : index(mapping.firstName);
  if (nameAt === emailAt) throw badRequest(M.mappingSame);

  const byEmail = new Map<string, ImportRow>();
  const invalid: MappedRows['invalid'] = [];
  let invalidTotal = 0;
  let repeated = 0;
  const skip = (line: number, reason: string) => {
    invalidTotal++;
    if (invalid.length < LIMITS.invalidShown) invalid.push({ line, reason });
  };
  for (const { line, cells } of table.rows) {
    const raw = (cells[emailAt] ?? '').trim();
    const firstName = nameAt < 0 ? '' : cleanName(cells[nameAt] ?? '');
    if (raw === '') skip(line, M.emailMissing);
    else if (raw.length > OPTIN_LIMITS.email) skip(line, M.emailLong);
    else if (!ZEmail.safeParse(raw).success) skip(line, M.emailInvalid(quoted(raw.replace(CONTROL, ''))));
    else if (firstName.length > OPTIN_LIMITS.firstName) skip(line, M.firstNameLong);
    else {
      const email = raw.toLowerCase();
      const earlier = byEmail.get(email);
      if (!earlier) byEmail.set(email, { email, firstName: firstName || null });
      else {
        repeated++;
        earlier.firstName ??= firstName || null;
      }
    }
  }
  return { valid: [...byEmail.values()], repeated, invalid, invalidTotal };
}

/** The export: one line per subscriber, through the app's one CSV writer (formula-like cells as text). */
export function subscribersCsv(records: readonly TSubscriberRecord[]): string {
  return toCsv(
    SUBSCRIBER_EXPORT_COLUMNS,
    records.map((r) => [r.email, r.first_name, r.status, r.source, r.source_page?.slug, r.created_at, r.confirmed_at]),
  );
}
