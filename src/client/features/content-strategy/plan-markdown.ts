import type { TContentRow } from '../../../shared/content-strategy';
import { PLAN_COLUMNS, planCells } from './plan-columns';

/** A cell that cannot break the table: pipes escaped, line breaks as <br> (GitHub and Notion render both). */
const cell = (text: string) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>').trim();

const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;

/** Copy All: the whole plan as one markdown table with the export columns. */
export function planToMarkdown(rows: readonly TContentRow[]): string {
  return [line(PLAN_COLUMNS), line(PLAN_COLUMNS.map(() => '---')), ...rows.map((r) => line(planCells(r)))].join('\n');
}
