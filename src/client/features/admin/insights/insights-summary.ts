import {
  AI_FAILURE_KINDS,
  type TInsightsChartRecord,
  type TInsightsRangeRecord,
} from '../../../../shared/admin-insights';

const n = (v: number) => v.toLocaleString('en-US');
const sum = <T>(rows: readonly T[], pick: (r: T) => number) => rows.reduce((a, r) => a + pick(r), 0);
const plural = (v: number, one: string, many = `${one}s`) => `${n(v)} ${v === 1 ? one : many}`;

/** 'Mar 12, 2026' for a `YYYY-MM-DD` day, read as a calendar day (no time zone shift). */
export const dayName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** 'Mar 2026' for a quota month (`YYYY-MM`). */
export const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'Mar 12' on an axis. */
export const dayTick = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** 'Last 30 days (Mar 1, 2026 to Mar 30, 2026)'. */
export const rangeName = (r: TInsightsRangeRecord) =>
  `${r.range === 'custom' ? `${plural(r.days, 'day')}` : `Last ${r.days} days`} (${dayName(r.from)} to ${dayName(r.to)})`;

/** One line under a chart's title: the range's totals, in numbers. */
export function chartSummary(c: TInsightsChartRecord): string {
  switch (c.chart) {
    case 'members':
      return `${plural(
        sum(c.rows, (r) => r.signups),
        'sign-up',
      )}; up to ${plural(Math.max(0, ...c.rows.map((r) => r.active_members)), 'active member')} a day.`;
    case 'generations': {
      const top = c.tools.find((t) => t.total > 0);
      const total = sum(c.rows, (r) => r.total);
      return top ? `${plural(total, 'generation')}; most from ${top.label}.` : `${plural(total, 'generation')}.`;
    }
    case 'ai-health': {
      const calls = sum(c.rows, (r) => r.calls);
      const failures = sum(c.rows, (r) => r.failures);
      const rate = calls > 0 ? ` (${((failures / calls) * 100).toFixed(1)}%)` : '';
      return `${plural(calls, 'model call')}, ${plural(failures, 'failure')}${rate}.`;
    }
    case 'ai-latency':
      return c.rows.length === 0
        ? 'No model calls in this range.'
        : `${plural(c.rows.length, 'model')}, ${plural(
            sum(c.rows, (r) => r.calls),
            'call',
          )}.`;
    case 'quota':
      return `Up to ${plural(Math.max(0, ...c.rows.map((r) => r.any)), 'member')} at a monthly limit in a month.`;
    case 'learning':
      return `${plural(
        sum(c.rows, (r) => r.lessons_completed),
        'lesson',
      )} completed; ${n(
        sum(c.rows, (r) => r.courses_started),
      )} courses started, ${n(sum(c.rows, (r) => r.courses_completed))} completed.`;
    case 'email':
      return `${n(sum(c.rows, (r) => r.sent))} sent, ${n(sum(c.rows, (r) => r.bounced))} bounced, ${n(
        sum(c.rows, (r) => r.unsubscribed),
      )} unsubscribed.`;
  }
}

/** Nothing happened in the range: every number of every row is 0 (the chart still draws, flat). */
export function isEmptyChart(c: TInsightsChartRecord): boolean {
  switch (c.chart) {
    case 'members':
      return c.rows.every((r) => r.signups === 0 && r.active_members === 0);
    case 'generations':
      return c.rows.every((r) => r.total === 0);
    case 'ai-health':
      return c.rows.every((r) => r.calls === 0 && AI_FAILURE_KINDS.every((k) => r[k] === 0));
    case 'ai-latency':
      return c.rows.length === 0;
    case 'quota':
      return c.rows.every((r) => r.any === 0);
    case 'learning':
      return c.rows.every((r) => r.lessons_completed + r.courses_started + r.courses_completed === 0);
    case 'email':
      return c.rows.every((r) => r.sent + r.bounced + r.unsubscribed === 0);
  }
}
