import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listDays,
  type TAiHealthChartRecord,
  type TAiLatencyChartRecord,
  type TGenerationsChartRecord,
} from '../../../shared/admin-insights';
import { insertRuns } from '../../ai/run-log';
import { grantRole } from '../../auth/roles';
import { createTestApp, type TestApp } from '../../test/harness';
import { readChart } from './testing';

/*
 * The generations, AI health and latency charts read hourly rollups of the AI runs, plus the raw runs
 * at a day's edges in zones whose offset is not whole hours; what they show must equal what the runs say.
 */

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signedInUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedInUser('rollups-admin@example.com', 'Ada Admin');
  await grantRole(t.db, admin.id, 'admin');
});
afterAll(() => t.close());

describe('admin insights: the AI charts read from the hourly rollups count what the runs do', () => {
  it('across midnight in zones whole, half and three quarters of an hour off UTC', async () => {
    // Runs every 10 minutes to 2 hours in April 2025, so every local midnight has runs on both sides
    // within the same UTC hour where the zone's offset is not whole hours.
    const kinds = [null, 'rate_limited', 'timeout', 'invalid_answer', 'provider_error'] as const;
    const runs = Array.from({ length: 300 }, (_, i) => {
      const failure = i % 7 === 0 ? kinds[(i / 7) % 5] : undefined;
      return {
        generator: ['mission', 'niche', 'offer'][i % 3]!,
        provider: i % 2 ? 'openai' : 'anthropic',
        model: i % 2 ? 'gpt-4o-mini' : 'claude-3-5-haiku',
        durationMs: 50 + ((i * 7919) % 20_000),
        outcome: failure === undefined ? ('success' as const) : ('error' as const),
        failureKind: failure ?? null,
        createdAt: new Date(Date.parse('2025-04-08T00:05:00Z') + ((i * 37) % 1000) * 10 * 60_000),
      };
    });
    await insertRuns(t.db, runs);
    const from = '2025-04-09';
    const to = '2025-04-12';
    for (const tz of ['UTC', 'Asia/Kolkata', 'Australia/Eucla', 'America/St_Johns', 'America/Los_Angeles']) {
      const dayOf = new Intl.DateTimeFormat('en-CA', {
        timeZone: tz,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      const inRange = runs.filter((r) => {
        const day = dayOf.format(r.createdAt);
        return day >= from && day <= to;
      });
      const onDay = (day: string) => inRange.filter((r) => dayOf.format(r.createdAt) === day);
      const made = await readChart<TGenerationsChartRecord>(admin, 'generations', { range: 'custom', tz, from, to });
      const health = await readChart<TAiHealthChartRecord>(admin, 'ai-health', { range: 'custom', tz, from, to });
      const latency = await readChart<TAiLatencyChartRecord>(admin, 'ai-latency', { range: 'custom', tz, from, to });
      for (const day of listDays(from, to)) {
        const ok = onDay(day).filter((r) => r.outcome === 'success');
        const byTool = (g: string) => ok.filter((r) => r.generator === g).length;
        expect(
          made.rows.find((r) => r.day === day),
          `${tz} ${day}`,
        ).toEqual({
          day,
          total: ok.length,
          by_tool: { mission: byTool('mission'), niche: byTool('niche'), offer: byTool('offer') },
        });
        const failed = onDay(day).filter((r) => r.outcome === 'error');
        const kind = (k: string) => failed.filter((r) => (r.failureKind ?? 'provider_error') === k).length;
        expect(
          health.rows.find((r) => r.day === day),
          `${tz} ${day}`,
        ).toEqual({
          day,
          calls: onDay(day).length,
          failures: failed.length,
          rate_limited: kind('rate_limited'),
          timeout: kind('timeout'),
          invalid_answer: kind('invalid_answer'),
          provider_error: kind('provider_error'),
        });
      }
      expect(latency.rows.map((r) => [r.model, r.calls]).sort(), tz).toEqual(
        ['claude-3-5-haiku', 'gpt-4o-mini'].map((m) => [m, inRange.filter((r) => r.model === m).length]),
      );
    }
  });
});
