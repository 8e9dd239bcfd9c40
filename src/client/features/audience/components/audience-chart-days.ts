import type { TSubscriberStatsRecord } from '../../../../shared/audience-subscribers';

export type Day = TSubscriberStatsRecord['per_day'][number];

/** 'Nov 3' for a UTC day as the stats name it ('2026-11-03'). */
export const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Monday, November 3' for the table a screen reader reads instead of the chart. */
export const dayName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** New subscribers over the last `n` days of the stats (the last day is today). */
export const newInLast = (days: readonly Day[], n: number) => days.slice(-n).reduce((sum, d) => sum + d.count, 0);

/** One sentence with what the chart shows: the total and the busiest day. */
export function chartSummary(days: readonly Day[]): string {
  const total = newInLast(days, days.length);
  if (total === 0) return `No new subscribers in the last ${days.length} days.`;
  const best = days.reduce((a, b) => (b.count > a.count ? b : a));
  const people = (n: number) => `${n.toLocaleString('en-US')} new subscriber${n === 1 ? '' : 's'}`;
  return `${people(total)} in the last ${days.length} days; the most on ${dayLabel(best.day)} (${best.count.toLocaleString('en-US')}).`;
}
