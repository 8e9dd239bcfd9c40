import { unparse } from 'papaparse';
import type { TContentRow } from '../../../shared/content-strategy';
import { PLAN_COLUMNS, planCells } from './plan-columns';

export const PLAN_CSV_FILENAME = '30-day-content-plan.csv';

/**
 * The plan as CSV. Papaparse quotes cells with commas, quotes or line breaks; `escapeFormulae` stops a
 * cell starting with = + - @ from running as a spreadsheet formula. The byte-order mark makes Excel
 * read the file as UTF-8 (curly quotes and dashes survive).
 */
export function planToCsv(rows: readonly TContentRow[]): string {
  return '\uFEFF' + unparse({ fields: [...PLAN_COLUMNS], data: rows.map(planCells) }, { escapeFormulae: true });
}
