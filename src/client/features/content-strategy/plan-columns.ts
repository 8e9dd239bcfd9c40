import { HOOKS_PER_VIDEO, type TContentRow } from '../../../shared/content-strategy';

/** The export columns (docs/product/content-strategy.md), shared by the CSV file and the markdown table. */
export const PLAN_COLUMNS = [
  'Day',
  'Video Title',
  'Summary',
  'Script Type',
  'Content Pillar',
  ...Array.from({ length: HOOKS_PER_VIDEO }, (_, i) => `Hook ${i + 1}`),
  'Script Example',
] as const;

/** One row's cells in PLAN_COLUMNS order; a missing hook is an empty cell, never a shifted column. */
export function planCells(row: TContentRow): string[] {
  const hooks = Array.from({ length: HOOKS_PER_VIDEO }, (_, i) => row.hooks[i] ?? '');
  return [String(row.day), row.title, row.summary, row.script_type, row.content_pillar, ...hooks, row.script];
}
