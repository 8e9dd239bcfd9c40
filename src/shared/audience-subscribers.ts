import { z } from 'zod';
import { SUBSCRIBER_VIEW_STATUSES, type TSubscriberSource, type TSubscriberStatus } from './audience';

/**
 * A member's subscribers (docs/product/audience.md, "Subscribers"): the list, its counts, the CSV
 * export and the two-step CSV import.
 */

export const SUBSCRIBER_LIMITS = {
  search: 200,
  pageDefault: 50,
  pageMax: 100,
  /** Days of new subscribers the stats answer, today (UTC) included. */
  statsDays: 30,
} as const;

export const SUBSCRIBER_IMPORT_LIMITS = {
  /** UTF-8 bytes of CSV text per import. */
  bytes: 5 * 1024 * 1024,
  rows: 50_000,
  /** Rows of the file the preview shows, and how long a shown cell may be. */
  sampleRows: 5,
  sampleCell: 200,
  /** Invalid rows answered one by one; `invalid_total` counts them all. */
  invalidShown: 1_000,
  consentMin: 10,
  consentMax: 500,
} as const;

/**
 * The largest request body of an import: the CSV text inside JSON, where every quotation mark and
 * line break is escaped (two characters for one), plus the mapping and the consent.
 */
export const SUBSCRIBER_IMPORT_BODY_BYTES = 2 * SUBSCRIBER_IMPORT_LIMITS.bytes + 64 * 1024;

const thousands = (n: number) => n.toLocaleString('en-US');

export const SUBSCRIBER_MESSAGES = {
  notFound: 'Subscriber not found',
  searchLong: `Search for at most ${SUBSCRIBER_LIMITS.search} characters`,
  statusInvalid: `Status must be one of: ${SUBSCRIBER_VIEW_STATUSES.join(', ')}`,
  pageInvalid: 'Opt-in page not found',
  limitInvalid: `limit must be a whole number from 1 to ${SUBSCRIBER_LIMITS.pageMax}.`,
  offsetInvalid: 'offset must be a whole number, 0 or more.',
  csvRequired: 'Choose a CSV file to import',
  csvEmpty: 'The file is empty. Choose a CSV file with a header line and one subscriber per line.',
  fileTooLarge: `The file is too large: an import takes at most ${SUBSCRIBER_IMPORT_LIMITS.bytes / 1024 / 1024} MB of CSV text. Split it into smaller files and import them one after another.`,
  tooManyRows: (rows: number) =>
    `The file has ${thousands(rows)} rows; an import takes at most ${thousands(SUBSCRIBER_IMPORT_LIMITS.rows)}. Split it into smaller files and import them one after another.`,
  notText:
    'This file is not a CSV text file (it holds binary data). If it is a spreadsheet (.xlsx, .ods, .numbers), save or export it as CSV first and choose that file.',
  unbalancedQuote: (line: number) =>
    `Line ${line} has a quotation mark that is never closed, so the rest of the file cannot be read. Fix that line in your spreadsheet program, export the file as CSV again and choose it.`,
  noHeader:
    'The first line of the file must name the columns (for example: email, first_name). Add a header line and try again.',
  headerIsData: (value: string) =>
    `The first line of the file must name the columns, but it holds the address "${value}". Add a header line (for example: email, first_name) and try again.`,
  noRows: 'The file has a header line but no subscribers below it.',
  mappingEmailRequired: 'Choose the column that holds the email addresses',
  mappingSame: 'Choose different columns for the email address and the first name',
  columnMissing: (column: string, columns: readonly string[]) =>
    `The file has no column "${column}". Its columns are: ${columns.join(', ')}.`,
  consentRequired: `Say how these people agreed to hear from you (at least ${SUBSCRIBER_IMPORT_LIMITS.consentMin} characters), e.g. "They signed up on my website's form in 2024"`,
  consentShort: `Say a little more about how these people agreed to hear from you (at least ${SUBSCRIBER_IMPORT_LIMITS.consentMin} characters)`,
  consentLong: `Describe the consent in at most ${SUBSCRIBER_IMPORT_LIMITS.consentMax} characters`,
  emailMissing: 'The email address is empty',
  emailInvalid: (value: string) => `"${value}" is not a valid email address`,
  emailLong: 'The email address is longer than 254 characters',
  firstNameLong: 'The first name is longer than 60 characters',
} as const;

const page = (max: number, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(0, { error: message }).max(max, { error: message });

/** `GET /api/audience/subscribers` and `/export`: what narrows the list. */
export const ZSubscriberFilter = z.object({
  q: z
    .string({ error: 'Search for one text at a time' })
    .max(SUBSCRIBER_LIMITS.search, { error: SUBSCRIBER_MESSAGES.searchLong })
    .transform((s) => s.trim())
    .optional(),
  status: z.enum(SUBSCRIBER_VIEW_STATUSES, { error: SUBSCRIBER_MESSAGES.statusInvalid }).optional(),
  page_id: z.uuid({ error: SUBSCRIBER_MESSAGES.pageInvalid }).optional(),
});
export type TSubscriberFilter = z.input<typeof ZSubscriberFilter>;

export const ZSubscriberQuery = ZSubscriberFilter.extend({
  limit: page(SUBSCRIBER_LIMITS.pageMax, SUBSCRIBER_MESSAGES.limitInvalid)
    .min(1, { error: SUBSCRIBER_MESSAGES.limitInvalid })
    .default(SUBSCRIBER_LIMITS.pageDefault),
  offset: page(1_000_000, SUBSCRIBER_MESSAGES.offsetInvalid).default(0),
});
export type TSubscriberQuery = z.input<typeof ZSubscriberQuery>;

export const ZSubscriberId = z.object({ id: z.uuid({ error: SUBSCRIBER_MESSAGES.notFound }) });

export interface TSubscriberRecord {
  id: string;
  email: string;
  first_name: string | null;
  /** `bounced` when the mail engine has suppressed the address, whatever is stored. */
  status: TSubscriberStatus;
  source: TSubscriberSource;
  /** The page the subscriber first signed up on; null for an import or a page since deleted. */
  source_page: { id: string; slug: string; headline: string } | null;
  /** What the member stated when importing; null for a sign-up on a page. */
  consent_basis: string | null;
  created_at: string;
  confirmed_at: string | null;
}

export interface TSubscriberList {
  items: TSubscriberRecord[];
  /** How many match the filters, over all pages. */
  total: number;
}

export interface TSubscriberStatsRecord {
  total: number;
  by_status: Record<TSubscriberStatus, number>;
  /** New subscribers per UTC day, the last 30 days, oldest first, every day present. */
  per_day: { day: string; count: number }[];
}

/** The export's columns, in order. */
export const SUBSCRIBER_EXPORT_COLUMNS = [
  'email',
  'first_name',
  'status',
  'source',
  'source_page',
  'signed_up',
  'confirmed',
] as const;

const ZCsvText = z.string({ error: SUBSCRIBER_MESSAGES.csvRequired });

export const ZImportPreview = z.strictObject({ csv: ZCsvText });
export type TImportPreview = z.input<typeof ZImportPreview>;

const ZColumn = (required: string) =>
  z.string({ error: required }).trim().max(500, { error: 'A column name can be at most 500 characters' });

export const ZImportSubscribers = z.strictObject({
  csv: ZCsvText,
  mapping: z.strictObject(
    {
      email: ZColumn(SUBSCRIBER_MESSAGES.mappingEmailRequired).min(1, {
        error: SUBSCRIBER_MESSAGES.mappingEmailRequired,
      }),
      firstName: ZColumn('Choose the column that holds the first names, or none')
        .optional()
        .transform((s) => s || undefined),
    },
    { error: SUBSCRIBER_MESSAGES.mappingEmailRequired },
  ),
  consentBasis: z
    .string({ error: SUBSCRIBER_MESSAGES.consentRequired })
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, { error: SUBSCRIBER_MESSAGES.consentRequired })
        .min(SUBSCRIBER_IMPORT_LIMITS.consentMin, { error: SUBSCRIBER_MESSAGES.consentShort })
        .max(SUBSCRIBER_IMPORT_LIMITS.consentMax, { error: SUBSCRIBER_MESSAGES.consentLong }),
    ),
});
export type TImportSubscribers = z.input<typeof ZImportSubscribers>;
export type TImportSubscribersValid = z.output<typeof ZImportSubscribers>;

export interface TImportPreviewRecord {
  /** The header line's names, each unique (a repeated or empty one gets a number). */
  columns: string[];
  /** The first rows below the header, as the columns read them. */
  sample: string[][];
  /** Rows below the header, empty lines left out. */
  rows: number;
  /** The columns that look like the email address and the first name. */
  guess: { email: string | null; first_name: string | null };
}

export interface TImportResultRecord {
  /** Addresses added to the list. */
  imported: number;
  /** Addresses already in the list, or repeated in the file: nothing about them changed. */
  merged: number;
  /** Rows skipped, with the line as a spreadsheet numbers it (the header is line 1); the first 1,000. */
  invalid: { line: number; reason: string }[];
  invalid_total: number;
}
