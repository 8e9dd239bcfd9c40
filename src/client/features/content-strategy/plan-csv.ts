import type { TContentRow } from '../../../shared/content-strategy';
import { toCsv } from '../../../shared/csv';
import { PLAN_COLUMNS, planCells } from './plan-columns';

export const PLAN_CSV_FILENAME = '30-day-content-plan.csv';

/** The plan as CSV, in the columns of the markdown table. */
export function planToCsv(rows: readonly TContentRow[]): string {
  return toCsv(PLAN_COLUMNS, rows.map(planCells));
}
