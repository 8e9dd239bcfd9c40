import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  INSIGHTS_MESSAGES,
  listDays,
  todayIn,
  type TAiHealthChartRecord,
  type TAiLatencyChartRecord,
  type TEmailChartRecord,
  type TGenerationsChartRecord,
  type TLearningChartRecord,
  type TMembersChartRecord,
  type TQuotaChartRecord,
} from '../../../shared/admin-insights';
import { grantRole } from '../../auth/roles';
import { AppError } from '../../errors';
import { insertRuns } from '../../ai/run-log';
import { createTestApp, type TestApp } from '../../test/harness';
import { insightsChart } from './admin.insights';
import { LEGACY_GENERATOR as LEGACY, at, readChart, seedInsightsWeek } from './testing';

type Agent = Awaited<ReturnType<TestApp['signedInUser']>>;

let t: TestApp;
let admin: Agent;
let moderator: Agent;
let member: Agent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedInUser('insights-admin@example.com', 'Ada Admin');
  moderator = await t.signedInUser('insights-moderator@example.com', 'Mo Moderator');
  member = await t.signedInUser('insights-member@example.com', 'Mem Member');
  await grantRole(t.db, admin.id, 'admin');
  await grantRole(t.db, moderator.id, 'moderator');
  await seedInsightsWeek(t.db);
});
afterAll(() => t.close());

const WEEK = { range: 'custom', from: '2025-03-01', to: '2025-03-07' };

const chart = <T>(name: string, query: Record<string, string> = {}, who: Agent = admin): Promise<T> =>
  readChart<T>(who, name, query.range && query.range !== 'custom' ? query : { ...WEEK, ...query });

async function refused(query: Record<string, string>, name = 'members') {
  const res = await admin.request(`/api/admin/insights/${name}?${new URLSearchParams(query)}`);
  expect(res.status).toBe(400);
  return ((await res.json()) as { error: string }).error;
}

/** A week of rows: zeros everywhere but the days named. */
const week = (zero: object, days: Record<string, object>) =>
  listDays('2025-03-01', '2025-03-07').map((day) => ({ day, ...zero, ...days[day] }));

describe('admin insights: each chart over a week with known counts', () => {
  it('members: sign-ups, and members active by a run or a lesson, each counted once a day', async () => {
    const c = await chart<TMembersChartRecord>('members');
    expect(c.range).toEqual({ range: 'custom', from: '2025-03-01', to: '2025-03-07', tz: 'UTC', days: 7 });
    expect(c.rows).toEqual(
      week(
        { signups: 0, active_members: 0 },
        {
          '2025-03-02': { signups: 2, active_members: 3 },
          '2025-03-04': { active_members: 2 },
          '2025-03-05': { signups: 1, active_members: 1 },
          '2025-03-06': { active_members: 1 },
        },
      ),
    );
  });

  it('generations: successful runs per day and tool, every tool on every day, and each tool’s share', async () => {
    const c = await chart<TGenerationsChartRecord>('generations');
    const ones = [LEGACY, 'niche', 'social-bios'].sort((a, b) => a.localeCompare(b));
    expect(c.tools).toEqual([
      { generator: 'mission', label: 'Mission Statement', total: 2, share: 0.4 },
      ...ones.map((g) => ({
        generator: g,
        label: { niche: 'Niche Discovery', 'social-bios': 'Social Media Bios' }[g] ?? LEGACY,
        total: 1,
        share: 0.2,
      })),
    ]);
    const none = { mission: 0, niche: 0, 'social-bios': 0, [LEGACY]: 0 };
    expect(c.rows).toEqual(
      week(
        { total: 0, by_tool: none },
        {
          '2025-03-02': { total: 4, by_tool: { ...none, mission: 2, niche: 1, 'social-bios': 1 } },
          '2025-03-06': { total: 1, by_tool: { ...none, [LEGACY]: 1 } },
        },
      ),
    );
  });

  it('ai-health: calls and failures by kind, a run without a kind counted as a provider error', async () => {
    const c = await chart<TAiHealthChartRecord>('ai-health');
    const zero = { calls: 0, failures: 0, rate_limited: 0, timeout: 0, invalid_answer: 0, provider_error: 0 };
    expect(c.rows).toEqual(
      week(zero, {
        '2025-03-02': { calls: 4 },
        '2025-03-04': { calls: 5, failures: 5, rate_limited: 1, timeout: 1, invalid_answer: 1, provider_error: 2 },
        '2025-03-06': { calls: 1 },
      }),
    );
  });

  it('ai-latency: the median and 95th percentile of every call per provider and model, busiest first', async () => {
    // A model used only before the range is not listed.
    await insertRuns(t.db, [
      {
        generator: 'mission',
        provider: 'anthropic',
        model: 'claude-3-5-haiku',
        durationMs: 5,
        outcome: 'success',
        createdAt: at('2025-02-01T12:00:00Z'),
      },
    ]);
    const c = await chart<TAiLatencyChartRecord>('ai-latency');
    // openai: 500, 800, 1000, 1500, 2000, 3000, 120000; offline: 100, 200, 300. percentile_cont of these
    // gives 1500 and 84900, 200 and 290; read from the latency histograms each is within 4.5 % of that.
    const exact = [
      { provider: 'openai', model: 'gpt-4o-mini', calls: 7, p50_ms: 1500, p95_ms: 84900 },
      { provider: 'offline', model: 'offline', calls: 3, p50_ms: 200, p95_ms: 290 },
    ];
    expect(c.rows.map(({ provider, model, calls }) => ({ provider, model, calls }))).toEqual(
      exact.map(({ provider, model, calls }) => ({ provider, model, calls })),
    );
    c.rows.forEach((row, i) => {
      for (const p of ['p50_ms', 'p95_ms'] as const) {
        expect(Math.abs(row[p] / exact[i]![p] - 1), `${row.model} ${p}`).toBeLessThanOrEqual(0.045);
      }
    });
    expect(c.rows.map((row) => [row.p50_ms, row.p95_ms])).toEqual([
      [1512, 81476],
      [206, 283],
    ]);
  });

  it('quota: members at each monthly limit, and at any, in every quota month the range touches', async () => {
    const c = await chart<TQuotaChartRecord>('quota', { from: '2025-02-20' });
    expect(c.limits).toEqual([
      { kind: 'mission', label: 'Mission statements', limit: 10 },
      { kind: 'bio', label: 'Social bios', limit: 10 },
      { kind: 'content', label: 'Content plans', limit: 4 },
      { kind: 'lead_magnet', label: 'Lead magnets', limit: 3 },
    ]);
    expect(c.rows).toEqual([
      { month: '2025-02', any: 1, mission: 0, bio: 0, content: 1, lead_magnet: 0 },
      { month: '2025-03', any: 2, mission: 1, bio: 1, content: 0, lead_magnet: 1 },
    ]);
    const quiet = await chart<TQuotaChartRecord>('quota', { from: '2024-06-01', to: '2024-06-30' });
    expect(quiet.rows).toEqual([{ month: '2024-06', any: 0, mission: 0, bio: 0, content: 0, lead_magnet: 0 }]);
  });

  it('learning: lessons completed, courses started and completed per day', async () => {
    const c = await chart<TLearningChartRecord>('learning');
    expect(c.rows).toEqual(
      week(
        { lessons_completed: 0, courses_started: 0, courses_completed: 0 },
        {
          '2025-03-05': { courses_started: 1 },
          '2025-03-06': { lessons_completed: 1, courses_completed: 1 },
        },
      ),
    );
  });

  it('email: sent, bounced and unsubscribed per day; a failed mail is none of them', async () => {
    const c = await chart<TEmailChartRecord>('email');
    expect(c.rows).toEqual(
      week(
        { sent: 0, bounced: 0, unsubscribed: 0 },
        {
          '2025-03-01': { sent: 1 },
          '2025-03-03': { sent: 2, bounced: 1 },
          '2025-03-05': { unsubscribed: 1 },
        },
      ),
    );
  });
});

describe('admin insights: days in the admin’s time zone', () => {
  it('Asia/Tokyo: 23:30 UTC is the next day', async () => {
    const members = await chart<TMembersChartRecord>('members', { tz: 'Asia/Tokyo' });
    expect(members.range.tz).toBe('Asia/Tokyo');
    expect(members.rows.slice(1, 3)).toEqual([
      { day: '2025-03-02', signups: 1, active_members: 2 },
      { day: '2025-03-03', signups: 1, active_members: 1 },
    ]);
    const made = await chart<TGenerationsChartRecord>('generations', { tz: 'Asia/Tokyo' });
    expect(made.rows.map((r) => r.total)).toEqual([0, 3, 1, 0, 0, 1, 0]);
  });

  it('America/Los_Angeles: 03:00 UTC is the day before, midnight there starts the next, and a run on the 8th in UTC is the 7th', async () => {
    const health = await chart<TAiHealthChartRecord>('ai-health', { tz: 'America/Los_Angeles' });
    expect(health.rows.map((r) => [r.day, r.calls, r.failures])).toEqual([
      ['2025-03-01', 0, 0],
      ['2025-03-02', 4, 0],
      ['2025-03-03', 4, 4],
      ['2025-03-04', 1, 1],
      ['2025-03-05', 0, 0],
      ['2025-03-06', 1, 0],
      ['2025-03-07', 1, 0],
    ]);
    const mail = await chart<TEmailChartRecord>('email', { tz: 'America/Los_Angeles' });
    // 00:10 UTC on the 1st is still February there.
    expect(mail.rows[0]).toEqual({ day: '2025-03-01', sent: 0, bounced: 0, unsubscribed: 0 });
  });

  it('a day of 23 hours (daylight saving starts) is one day, its events on it', async () => {
    await insertRuns(t.db, [
      {
        generator: 'mission',
        provider: 'offline',
        model: 'offline',
        durationMs: 1,
        outcome: 'success',
        createdAt: at('2025-03-30T22:30:00Z'), // 00:30 on the 31st in Paris (UTC+2 since 01:00 UTC on the 30th)
      },
    ]);
    const c = await chart<TAiHealthChartRecord>('ai-health', {
      tz: 'Europe/Paris',
      from: '2025-03-29',
      to: '2025-03-31',
    });
    expect(c.rows.map((r) => [r.day, r.calls])).toEqual([
      ['2025-03-29', 0],
      ['2025-03-30', 0],
      ['2025-03-31', 1],
    ]);
  });
});

describe('admin insights: ranges', () => {
  it('the last 7, 30 or 90 days end today in the time zone; 30 days in UTC by default', async () => {
    const today = todayIn('Pacific/Kiritimati');
    const seven = await chart<TEmailChartRecord>('email', { range: '7', tz: 'Pacific/Kiritimati' });
    expect(seven.range).toEqual({ range: '7', from: addDays(today, -6), to: today, tz: 'Pacific/Kiritimati', days: 7 });
    expect(seven.rows.map((r) => r.day)).toEqual(listDays(addDays(today, -6), today));
    const res = await admin.request('/api/admin/insights/learning');
    const plain = (await res.json()) as TLearningChartRecord;
    expect(plain.range).toMatchObject({ range: '30', tz: 'UTC', days: 30, to: todayIn('UTC') });
    expect(plain.rows).toHaveLength(30);
    const leapYear = await chart<TEmailChartRecord>('email', { from: '2024-01-01', to: '2024-12-31' });
    expect(leapYear.rows).toHaveLength(366);
    const ninety = await admin.request('/api/admin/insights/members?range=90&tz=europe/paris');
    expect(((await ninety.json()) as TMembersChartRecord).range).toMatchObject({ days: 90, tz: 'Europe/Paris' });
  });

  it('refuses a range it cannot draw, with a sentence saying why', async () => {
    expect(await refused({ range: 'custom', from: '2025-03-01' })).toBe(INSIGHTS_MESSAGES.customNeedsDays);
    expect(await refused({ range: 'custom', from: '2025-03-07', to: '2025-03-01' })).toBe(
      INSIGHTS_MESSAGES.toBeforeFrom,
    );
    expect(await refused({ range: 'custom', from: '2024-01-01', to: '2025-01-01' })).toBe(INSIGHTS_MESSAGES.tooLong);
    const later = addDays(todayIn('UTC'), 3);
    expect(await refused({ range: 'custom', from: addDays(later, -5), to: later })).toBe(INSIGHTS_MESSAGES.future);
    // Tomorrow is allowed: somewhere it already is.
    await chart('email', { from: addDays(later, -5), to: addDays(later, -2) });
    expect(await refused({ range: 'custom', from: '2025-02-30', to: '2025-03-01' })).toBe('From must be a real date');
    expect(await refused({ range: 'custom', from: '03/01/2025', to: '2025-03-01' })).toBe(
      'From must be a date as YYYY-MM-DD',
    );
    expect(await refused({ range: '30', from: '2025-03-01' })).toBe(INSIGHTS_MESSAGES.daysOnlyForCustom);
    expect(await refused({ range: '14' })).toBe(INSIGHTS_MESSAGES.range);
    expect(await refused({ tz: 'Mars/Olympus' })).toBe(
      '"Mars/Olympus" is not a time zone: use an IANA name such as Europe/Paris or UTC',
    );
    expect(await refused({ tz: '+05:00' })).toBe(INSIGHTS_MESSAGES.timeZone('+05:00'));
    expect(await refused({ extra: '1' })).toBe('Unexpected field: extra');
    expect(await refused({}, 'revenue')).toBe(INSIGHTS_MESSAGES.chart);
  });

  it('a zone Intl knows and the database does not is the admin’s to change, not a server error', async () => {
    const range = { range: 'custom' as const, from: '2025-03-01', to: '2025-03-07', tz: 'Not/AZone', days: 7 };
    const err: unknown = await insightsChart(t.db, 'email', range).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 400, message: INSIGHTS_MESSAGES.timeZone('Not/AZone') });
  });
});

describe('admin insights: CSV export', () => {
  it('one line per day under a header, labels quoted and kept from running as formulas', async () => {
    const res = await admin.request(`/api/admin/insights/generations/export?${new URLSearchParams(WEEK)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="insights-generations-2025-03-01-to-2025-03-07.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The byte-order mark that makes Excel read UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    const ones = [LEGACY, 'niche', 'social-bios'].sort((a, b) => a.localeCompare(b));
    const label = (g: string) =>
      ({ niche: 'Niche Discovery', 'social-bios': 'Social Media Bios' })[g] ?? `"'=legacy, ""tool"""`;
    expect(lines[0]).toBe(['Day', 'Total', 'Mission Statement', ...ones.map(label)].join(','));
    expect(lines).toHaveLength(8);
    const cells = (day: string, total: number, mission: number, by: Record<string, number>) =>
      [day, total, mission, ...ones.map((g) => by[g] ?? 0)].join(',');
    expect(lines[2]).toBe(cells('2025-03-02', 4, 2, { niche: 1, 'social-bios': 1 }));
    expect(lines[6]).toBe(cells('2025-03-06', 1, 0, { [LEGACY]: 1 }));
    expect(lines[7]).toBe(cells('2025-03-07', 0, 0, {}));
  });

  it('every chart exports its table', async () => {
    const heads: Record<string, string> = {
      members: 'Day,Sign-ups,Active members',
      'ai-health': 'Day,Model calls,Failures,Rate limited,Timeout,Invalid answer,Provider error',
      'ai-latency': 'Provider,Model,Calls,Median (ms),95th percentile (ms)',
      quota:
        'Month,Mission statements (limit 10),Social bios (limit 10),Content plans (limit 4),Lead magnets (limit 3),Any limit',
      learning: 'Day,Lessons completed,Courses started,Courses completed',
      email: 'Day,Sent,Bounced,Unsubscribed',
    };
    for (const [name, head] of Object.entries(heads)) {
      const res = await moderator.request(`/api/admin/insights/${name}/export?${new URLSearchParams(WEEK)}`);
      expect(res.status, name).toBe(200);
      const lines = (await res.text()).split('\r\n');
      expect(lines[0], name).toBe(head);
    }
    const email = await admin.request(`/api/admin/insights/email/export?${new URLSearchParams(WEEK)}`);
    expect((await email.text()).split('\r\n').slice(1)).toEqual([
      '2025-03-01,1,0,0',
      '2025-03-02,0,0,0',
      '2025-03-03,2,1,0',
      '2025-03-04,0,0,0',
      '2025-03-05,0,0,1',
      '2025-03-06,0,0,0',
      '2025-03-07,0,0,0',
    ]);
  });
});

describe('admin insights: who may read them', () => {
  it('admins and moderators; a member is refused, a visitor asked to sign in', async () => {
    for (const path of ['/api/admin/insights/members', '/api/admin/insights/email/export']) {
      expect((await admin.request(path)).status).toBe(200);
      expect((await moderator.request(path)).status).toBe(200);
      const res = await member.request(path);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: string }).error).toBe('Access denied. Admin privileges required.');
      expect((await t.agent().request(path)).status).toBe(401);
    }
  });
});
