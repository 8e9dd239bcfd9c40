import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { TContentRow } from '../../../shared/content-strategy';

export const PLAN_ICS_FILENAME = '30-day-content-plan.ics';

/** `start` (YYYY-MM-DD) plus `offset` days, counted in UTC so a daylight-saving change cannot skip a day. */
export function addDays(start: string, offset: number): DateArray {
  const [y = NaN, m = NaN, d = NaN] = start.split('-').map(Number);
  const at = new Date(Date.UTC(y, m - 1, d + offset));
  if (Number.isNaN(at.getTime())) throw new Error(`"${start}" is not a date`);
  return [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate()];
}

const description = (r: TContentRow) =>
  [
    r.summary,
    `Script type: ${r.script_type}`,
    `Content pillar: ${r.content_pillar}`,
    `Hooks:\n${r.hooks.map((h, i) => `${i + 1}. ${h}`).join('\n')}`,
    `Script:\n${r.script}`,
  ].join('\n\n');

/** One all-day event per video: day 1 on `start`, day n on start + n - 1. */
export function planEvents(rows: readonly TContentRow[], start: string, uidPrefix: string): EventAttributes[] {
  return rows.map((r) => ({
    start: addDays(start, r.day - 1),
    end: addDays(start, r.day),
    title: `Day ${r.day}: ${r.title}`,
    description: description(r),
    categories: [r.content_pillar, r.script_type],
    transp: 'TRANSPARENT',
    // Stable per plan and day, so importing the file again updates the events instead of doubling them.
    uid: `${uidPrefix}-day-${r.day}@brandforge`,
  }));
}

export function planToIcs(rows: readonly TContentRow[], start: string, opts: { uidPrefix: string; calName: string }) {
  const { error, value } = createEvents(planEvents(rows, start, opts.uidPrefix), {
    productId: 'brandforge/content-plan',
    calName: opts.calName,
  });
  if (error || !value) throw error ?? new Error('The calendar could not be built.');
  return value;
}
