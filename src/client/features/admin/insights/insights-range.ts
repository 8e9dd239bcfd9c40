import {
  INSIGHTS_MAX_DAYS,
  INSIGHTS_MESSAGES,
  INSIGHTS_RANGES,
  daysIn,
  type TInsightsQuery,
  type TInsightsRange,
} from '../../../../shared/admin-insights';

/** The range the page shows, as the URL keeps it (so a reload or a shared link shows the same days). */
export interface InsightsRangeState {
  range: TInsightsRange;
  from: string;
  to: string;
}

export const RANGE_LABELS: Record<TInsightsRange, string> = {
  '7': '7 days',
  '30': '30 days',
  '90': '90 days',
  custom: 'Custom',
};

/** The browser's own time zone: a day on the charts is the admin's calendar day. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function readRange(params: URLSearchParams): InsightsRangeState {
  const raw = params.get('range');
  const range = (INSIGHTS_RANGES as readonly string[]).includes(raw ?? '') ? (raw as TInsightsRange) : '30';
  return range === 'custom'
    ? { range, from: params.get('from') ?? '', to: params.get('to') ?? '' }
    : { range, from: '', to: '' };
}

/** The search params of a range: the default 30 days leaves the URL clean. */
export function rangeParams(s: InsightsRangeState): Record<string, string> {
  if (s.range === 'custom') return { range: 'custom', from: s.from, to: s.to };
  return s.range === '30' ? {} : { range: s.range };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The query every chart asks with, or the sentence that says why a custom range cannot be asked for. Only
 * what needs no parsing library is checked here (zod would weigh more than the page); the server checks the
 * rest (a real date, not after tomorrow) and its sentence is shown the same way.
 */
export function rangeQuery(
  s: InsightsRangeState,
  tz: string,
): { query: TInsightsQuery; error: null } | { query: null; error: string } {
  if (s.range !== 'custom') return { query: { range: s.range, tz }, error: null };
  if (!s.from || !s.to) return { query: null, error: INSIGHTS_MESSAGES.customNeedsDays };
  if (!DAY.test(s.from)) return { query: null, error: 'From must be a date as YYYY-MM-DD' };
  if (!DAY.test(s.to)) return { query: null, error: 'To must be a date as YYYY-MM-DD' };
  if (s.to < s.from) return { query: null, error: INSIGHTS_MESSAGES.toBeforeFrom };
  if (daysIn(s.from, s.to) > INSIGHTS_MAX_DAYS) return { query: null, error: INSIGHTS_MESSAGES.tooLong };
  return { query: { range: 'custom', from: s.from, to: s.to, tz }, error: null };
}
