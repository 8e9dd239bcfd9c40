import { z } from 'zod';
import { DATE_WINDOW_MESSAGE, inDateWindow } from './dates';
import { QUOTAS, type TQuotaKind } from './limits';

/**
 * The admin area's insights (docs/product/admin.md, "Insights"): one chart per request, each counted
 * by day in the admin's time zone over a range of days, every day present with zeros included.
 */
export const INSIGHTS_CHARTS = [
  'members',
  'generations',
  'ai-health',
  'ai-latency',
  'quota',
  'learning',
  'email',
] as const;
export type TInsightsChart = (typeof INSIGHTS_CHARTS)[number];

export const INSIGHTS_CHART_TITLES: Record<TInsightsChart, string> = {
  members: 'Sign-ups and active members',
  generations: 'Generations by tool',
  'ai-health': 'AI health',
  'ai-latency': 'AI latency by model',
  quota: 'Quota pressure',
  learning: 'Learning',
  email: 'Email',
};

export const INSIGHTS_RANGES = ['7', '30', '90', 'custom'] as const;
export type TInsightsRange = (typeof INSIGHTS_RANGES)[number];
/** The longest custom range, in days (both ends counted). */
export const INSIGHTS_MAX_DAYS = 366;

/** Why a model call failed, as the run log records it (`ai_runs.failure_kind`). */
export const AI_FAILURE_KINDS = ['rate_limited', 'timeout', 'invalid_answer', 'provider_error'] as const;
export type TAiFailureKind = (typeof AI_FAILURE_KINDS)[number];

export const AI_FAILURE_LABELS: Record<TAiFailureKind, string> = {
  rate_limited: 'Rate limited',
  timeout: 'Timeout',
  invalid_answer: 'Invalid answer',
  provider_error: 'Provider error',
};

/** The tool behind each generator name the run log records; an unknown name is shown as it is. */
export const GENERATOR_LABELS: Record<string, string> = {
  mission: 'Mission Statement',
  'social-bios': 'Social Media Bios',
  niche: 'Niche Discovery',
  'content-batch': 'Content Strategy (plan batch)',
  'audience-suggestions': 'Content Strategy (audience suggestions)',
  'pain-point-suggestions': 'Content Strategy (pain point suggestions)',
  'competitor-analysis': 'Competitor Analysis',
  'pain-point-analysis': 'PainPoint-to-Content',
  offer: 'Offer Engineering',
  'lead-magnet': 'Lead Magnet Generator',
  'welcome-sequence': 'Welcome Sequence',
};

export const generatorLabel = (generator: string): string => GENERATOR_LABELS[generator] ?? generator;

/** Each monthly limit of `QUOTAS`, named for the quota chart. */
export const QUOTA_LABELS: Record<TQuotaKind, string> = {
  mission: 'Mission statements',
  bio: 'Social bios',
  content: 'Content plans',
  lead_magnet: 'Lead magnets',
};

export const INSIGHTS_MESSAGES = {
  range: 'Range must be 7, 30, 90 or custom',
  customNeedsDays: 'A custom range needs both From and To dates',
  daysOnlyForCustom: 'From and To are only used with a custom range',
  toBeforeFrom: 'To must be on or after From',
  tooLong: `A custom range may span at most ${INSIGHTS_MAX_DAYS} days`,
  future: 'To must not be later than tomorrow',
  chart: `Chart must be one of ${INSIGHTS_CHARTS.join(', ')}`,
  timeZone: (tz: string) => `"${tz.slice(0, 60)}" is not a time zone: use an IANA name such as Europe/Paris or UTC`,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** 2024-02-31 parses as 2 March; only a day that reads back the same is real. */
const isRealDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};

/** `YYYY-MM-DD` moved by whole days (calendar days, no time zone involved). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Every day from `from` to `to` as `YYYY-MM-DD`, both included. */
export const listDays = (from: string, to: string): string[] =>
  Array.from({ length: Math.max(0, daysIn(from, to)) }, (_, i) => addDays(from, i));

/** The calendar day it is at `now` in the time zone. */
export function todayIn(tz: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The IANA name as Intl spells it, or null. A name must start with a letter: a bare offset such as
 * `+05:00` means the opposite direction to PostgreSQL (POSIX rules), so it is refused rather than guessed.
 */
export function canonicalTimeZone(tz: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(tz)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const zDay = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .regex(DAY, { error: `${label} must be a date as YYYY-MM-DD` })
    .refine(isRealDay, { error: `${label} must be a real date` })
    .refine(inDateWindow, { error: `${label} ${DATE_WINDOW_MESSAGE}` })
    .optional();

/** `?range=7|30|90|custom&from=&to=&tz=`: the range of every chart. */
export const ZInsightsQuery = z
  .strictObject({
    range: z.enum(INSIGHTS_RANGES, { error: INSIGHTS_MESSAGES.range }).default('30'),
    from: zDay('From'),
    to: zDay('To'),
    tz: z
      .string({ error: INSIGHTS_MESSAGES.timeZone('') })
      .default('UTC')
      .transform((tz, ctx) => {
        const name = canonicalTimeZone(tz);
        if (name) return name;
        ctx.addIssue({ code: 'custom', message: INSIGHTS_MESSAGES.timeZone(tz), path: [] });
        return z.NEVER;
      }),
  })
  .superRefine((q, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message, path: [] });
    if (q.range !== 'custom') {
      if (q.from !== undefined || q.to !== undefined) issue(INSIGHTS_MESSAGES.daysOnlyForCustom);
      return;
    }
    if (q.from === undefined || q.to === undefined) return issue(INSIGHTS_MESSAGES.customNeedsDays);
    if (q.to < q.from) return issue(INSIGHTS_MESSAGES.toBeforeFrom);
    if (daysIn(q.from, q.to) > INSIGHTS_MAX_DAYS) return issue(INSIGHTS_MESSAGES.tooLong);
    // A day of slack: the admin's 'today' may already be tomorrow somewhere the server is not.
    if (q.to > addDays(todayIn(q.tz), 1)) issue(INSIGHTS_MESSAGES.future);
  });
export type TInsightsQuery = z.input<typeof ZInsightsQuery>;
export type TInsightsQueryParsed = z.output<typeof ZInsightsQuery>;

export const ZInsightsChartParam = z.object({
  chart: z.enum(INSIGHTS_CHARTS, { error: INSIGHTS_MESSAGES.chart }),
});

/** The days a chart covers, as the server resolved them. */
export interface TInsightsRangeRecord {
  range: TInsightsRange;
  from: string;
  to: string;
  tz: string;
  days: number;
}

/** The range a parsed query names: the last 7, 30 or 90 days up to today in `tz`, or the custom days. */
export function resolveInsightsRange(q: TInsightsQueryParsed, now: Date = new Date()): TInsightsRangeRecord {
  if (q.range === 'custom' && q.from && q.to) {
    return { range: q.range, from: q.from, to: q.to, tz: q.tz, days: daysIn(q.from, q.to) };
  }
  const days = q.range === 'custom' ? 30 : Number(q.range);
  const to = todayIn(q.tz, now);
  return { range: q.range, from: addDays(to, 1 - days), to, tz: q.tz, days };
}

interface TChartBase<C extends TInsightsChart> {
  chart: C;
  range: TInsightsRangeRecord;
}

/** Sign-ups and members active that day (a generation, or a lesson opened or progressed). */
export interface TMembersDayRecord {
  day: string;
  signups: number;
  active_members: number;
}
export interface TMembersChartRecord extends TChartBase<'members'> {
  rows: TMembersDayRecord[];
}

/** Successful generations of each tool over the range, and its share of all of them (0 to 1). */
export interface TGenerationToolRecord {
  generator: string;
  label: string;
  total: number;
  share: number;
}
/** `by_tool` has every generator of `tools`, 0 on a day it made nothing. */
export interface TGenerationsDayRecord {
  day: string;
  total: number;
  by_tool: Record<string, number>;
}
export interface TGenerationsChartRecord extends TChartBase<'generations'> {
  tools: TGenerationToolRecord[];
  rows: TGenerationsDayRecord[];
}

/** Model calls of the day; `failures` is the sum of the four kinds (old runs without a kind count as provider errors). */
export interface TAiHealthDayRecord {
  day: string;
  calls: number;
  failures: number;
  rate_limited: number;
  timeout: number;
  invalid_answer: number;
  provider_error: number;
}
export interface TAiHealthChartRecord extends TChartBase<'ai-health'> {
  rows: TAiHealthDayRecord[];
}

/** Duration of every call (successful or not) of one provider and model over the range, in milliseconds. */
export interface TAiLatencyRecord {
  provider: string;
  model: string;
  calls: number;
  p50_ms: number;
  p95_ms: number;
}
export interface TAiLatencyChartRecord extends TChartBase<'ai-latency'> {
  rows: TAiLatencyRecord[];
}

/** Members at a monthly limit in a quota month (UTC `YYYY-MM`): per limit, and at any of them. */
export type TQuotaMonthRecord = { month: string; any: number } & Record<TQuotaKind, number>;
export interface TQuotaLimitRecord {
  kind: TQuotaKind;
  label: string;
  limit: number;
}
export interface TQuotaChartRecord extends TChartBase<'quota'> {
  limits: TQuotaLimitRecord[];
  rows: TQuotaMonthRecord[];
}

export interface TLearningDayRecord {
  day: string;
  lessons_completed: number;
  courses_started: number;
  courses_completed: number;
}
export interface TLearningChartRecord extends TChartBase<'learning'> {
  rows: TLearningDayRecord[];
}

/** What the mail engine sends (`email_deliveries`): sent, refused for good, and unsubscribes through a mail's link. */
export interface TEmailDayRecord {
  day: string;
  sent: number;
  bounced: number;
  unsubscribed: number;
}
export interface TEmailChartRecord extends TChartBase<'email'> {
  rows: TEmailDayRecord[];
}

export interface TInsightsChartRecords {
  members: TMembersChartRecord;
  generations: TGenerationsChartRecord;
  'ai-health': TAiHealthChartRecord;
  'ai-latency': TAiLatencyChartRecord;
  quota: TQuotaChartRecord;
  learning: TLearningChartRecord;
  email: TEmailChartRecord;
}
export type TInsightsChartRecord = TInsightsChartRecords[TInsightsChart];

export const quotaLimits = (): TQuotaLimitRecord[] =>
  (Object.keys(QUOTAS) as TQuotaKind[]).map((kind) => ({ kind, label: QUOTA_LABELS[kind], limit: QUOTAS[kind].limit }));

/** The URL query of a range, shared by a chart's request and its CSV link. */
export function insightsQuery(q: TInsightsQuery): Record<string, string> {
  const out: Record<string, string> = { range: q.range ?? '30', tz: q.tz ?? 'UTC' };
  if (q.range === 'custom') {
    if (q.from) out.from = q.from;
    if (q.to) out.to = q.to;
  }
  return out;
}

/** A chart's numbers as a table: the accessible table view beside each chart and its CSV export. */
export interface TInsightsTable {
  columns: string[];
  rows: (string | number)[][];
}

export function insightsTable(c: TInsightsChartRecord): TInsightsTable {
  switch (c.chart) {
    case 'members':
      return {
        columns: ['Day', 'Sign-ups', 'Active members'],
        rows: c.rows.map((r) => [r.day, r.signups, r.active_members]),
      };
    case 'generations':
      return {
        columns: ['Day', 'Total', ...c.tools.map((t) => t.label)],
        rows: c.rows.map((r) => [r.day, r.total, ...c.tools.map((t) => r.by_tool[t.generator] ?? 0)]),
      };
    case 'ai-health':
      return {
        columns: ['Day', 'Model calls', 'Failures', ...AI_FAILURE_KINDS.map((k) => AI_FAILURE_LABELS[k])],
        rows: c.rows.map((r) => [r.day, r.calls, r.failures, ...AI_FAILURE_KINDS.map((k) => r[k])]),
      };
    case 'ai-latency':
      return {
        columns: ['Provider', 'Model', 'Calls', 'Median (ms)', '95th percentile (ms)'],
        rows: c.rows.map((r) => [r.provider, r.model, r.calls, r.p50_ms, r.p95_ms]),
      };
    case 'quota':
      return {
        columns: ['Month', ...c.limits.map((l) => `${l.label} (limit ${l.limit})`), 'Any limit'],
        rows: c.rows.map((r) => [r.month, ...c.limits.map((l) => r[l.kind]), r.any]),
      };
    case 'learning':
      return {
        columns: ['Day', 'Lessons completed', 'Courses started', 'Courses completed'],
        rows: c.rows.map((r) => [r.day, r.lessons_completed, r.courses_started, r.courses_completed]),
      };
    case 'email':
      return {
        columns: ['Day', 'Sent', 'Bounced', 'Unsubscribed'],
        rows: c.rows.map((r) => [r.day, r.sent, r.bounced, r.unsubscribed]),
      };
  }
}
