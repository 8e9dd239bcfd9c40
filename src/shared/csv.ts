// papaparse is CommonJS: Node's ESM loader gives it a default export only.
import Papa from 'papaparse';

/**
 * A cell a spreadsheet would run as a formula (or as one once it strips a leading tab or carriage
 * return). Papaparse's own `escapeFormulae: true` tests `/^[=+\-@\t\r].*$/`, whose `.` stops at a line
 * break and whose `$` then fails, so a multi-line cell such as "=1+1\nx" went out unescaped; only the
 * first character matters here.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Numbers are written as numbers and never escaped, so a negative amount stays a number in the
 * spreadsheet; a string starting with '-' is escaped like any other, since text cannot be told apart
 * from a formula such as "-1+cmd|...". No export passes negative numbers as text.
 */
export type TCsvCell = string | number | null | undefined;

/**
 * The one CSV writer of every export. Papaparse quotes cells with commas, quotes or line breaks, a
 * formula-like text cell gets a leading apostrophe (it shows as text and runs nothing), and the
 * byte-order mark makes Excel read the file as UTF-8.
 */
export function toCsv(fields: readonly string[], rows: readonly (readonly TCsvCell[])[]): string {
  const data = rows.map((row) => row.map((cell) => cell ?? ''));
  return '\uFEFF' + Papa.unparse({ fields: [...fields], data }, { escapeFormulae: FORMULA_START });
}
