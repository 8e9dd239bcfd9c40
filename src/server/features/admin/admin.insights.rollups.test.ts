import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listDays,
  type TAiHealthChartRecord,
  type TAiLatencyChartRecord,
  type TGenerationsChartRecord,
  type TMembersChartRecord,
} from '../../../shared/admin-insights';
import { insertRuns } from '../../ai/run-log';
import { grantRole } from '../../auth/roles';
import { learningCourses, learningLessons, user, userCourseProgress, userLessonProgress } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { readChart } from './testing';

/*
 * The generations, AI health and latency charts read hourly rollups of the AI runs, plus the raw runs
 * at a day's edges in zones whose offset is not whole hours; what they show must equal what the runs say.
 * The members chart reads the members' activity by quarter of an hour and its running counts.
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

const COURSE = '00000000-0000-4000-8000-0000000000c1';
const LESSON = '00000000-0000-4000-9000-0000000000c1';
const dayIn = (tz: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
const run = (userId: string, at: string | Date) => ({
  userId,
  generator: 'mission',
  provider: 'offline',
  model: 'offline',
  durationMs: 10,
  outcome: 'success' as const,
  createdAt: new Date(at),
});
const members = (...ids: string[]) =>
  t.db.insert(user).values(ids.map((id) => ({ id, name: id, email: `${id}@example.com` })));
const activeMembers = async (tz: string, from: string, to: string) =>
  (await readChart<TMembersChartRecord>(admin, 'members', { range: 'custom', tz, from, to })).rows.map((r) => [
    r.day,
    r.active_members,
  ]);
const table = async (query: ReturnType<typeof sql>) => {
  const result: unknown = await t.db.execute(query);
  return (result as { rows: unknown[] }).rows;
};
const backfill = (into: string) =>
  readFileSync(join(import.meta.dirname, '../../../../drizzle/0023_member_activity.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .find((s) => s.includes(`INSERT INTO "${into}" ("`))!;

describe('admin insights: members active per day, from their activity by quarter of an hour', () => {
  beforeAll(async () => {
    await t.db
      .insert(learningCourses)
      .values({ id: COURSE, title: 'Course', slug: 'rollups-course', isPublished: true });
    await t.db.insert(learningLessons).values({ id: LESSON, courseId: COURSE, title: 'Lesson', isPublished: true });
  });

  it('counts a member once a day however many quarters they were active in, across midnight anywhere', async () => {
    await members('m1', 'm2', 'm3');
    await insertRuns(t.db, [
      run('m1', '2025-05-06T09:00:00Z'),
      run('m1', '2025-05-06T18:20:00Z'), // 23:50 in Kolkata
      run('m1', '2025-05-06T18:40:00Z'), // 00:10 the next day in Kolkata
      run('m2', '2025-05-06T15:10:00Z'), // 23:55 in Eucla
    ]);
    // Written later than a run after it: 00:05 the next day in Eucla.
    await insertRuns(t.db, [run('m2', '2025-05-06T15:20:00Z')]);
    await insertRuns(t.db, [run('m3', '2025-05-07T07:10:00Z')]); // 00:10 in Los Angeles
    await insertRuns(t.db, [run('m3', '2025-05-07T06:50:00Z')]); // 23:50 the day before there
    const opened = new Date('2025-05-07T07:20:00Z');
    await t.db
      .insert(userCourseProgress)
      .values({ userId: 'm3', courseId: COURSE, createdAt: opened, updatedAt: opened });
    const days = (...n: number[]) => listDays('2025-05-05', '2025-05-09').map((day, i) => [day, n[i]]);
    expect(await activeMembers('UTC', '2025-05-05', '2025-05-09')).toEqual(days(0, 2, 1, 0, 0));
    expect(await activeMembers('Asia/Kolkata', '2025-05-05', '2025-05-09')).toEqual(days(0, 2, 2, 0, 0));
    expect(await activeMembers('Australia/Eucla', '2025-05-05', '2025-05-09')).toEqual(days(0, 2, 3, 0, 0));
    expect(await activeMembers('America/Los_Angeles', '2025-05-05', '2025-05-09')).toEqual(days(0, 3, 1, 0, 0));
  });

  it('counts what the runs and learning rows hold in any zone, on days of 23, 23½ and 25 hours, as rows move and go', async () => {
    const ids = Array.from({ length: 8 }, (_, i) => `a${i}`);
    await members(...ids);
    // Every 7 minutes to 19 hours or so from late September to early November 2025.
    const events = ids.flatMap((id, u) => {
      let at = Date.parse('2025-09-28T00:00:00Z') + u * 3_600_000;
      return Array.from({ length: 60 }, (_, i) => {
        at += (7 + ((u * 7919 + i * 104729) % 1130)) * 60_000;
        return { userId: id, at: new Date(at), kind: (u + i) % 4 };
      });
    });
    // What the tables hold at the end: the runs, and each member's one course and one lesson row,
    // their updated_at moved by each visit in the order the visits are written (not their own).
    const runs = events.filter((e) => e.kind !== 0);
    const course = new Map<string, { created: Date; updated: Date }>();
    const lesson = new Map<string, Date>();
    const order = (e: { at: Date }) => ((e.at.getTime() / 60_000) * 2654435761) % 997;
    const shuffled = [...events].sort((a, b) => order(a) - order(b));
    for (let i = 0; i < shuffled.length; i += 9) {
      const batch = shuffled.slice(i, i + 9);
      await insertRuns(
        t.db,
        batch.filter((e) => e.kind !== 0).map((e) => run(e.userId, e.at)),
      );
      for (const e of batch.filter((e) => e.kind === 0)) {
        const mine = course.get(e.userId);
        if (!mine) {
          course.set(e.userId, { created: e.at, updated: e.at });
          await t.db
            .insert(userCourseProgress)
            .values({ userId: e.userId, courseId: COURSE, createdAt: e.at, updatedAt: e.at });
        } else if (lesson.has(e.userId) || order(e) % 2) {
          mine.updated = e.at;
          await t.db.update(userCourseProgress).set({ updatedAt: e.at }).where(eq(userCourseProgress.userId, e.userId));
        } else {
          lesson.set(e.userId, e.at);
          await t.db
            .insert(userLessonProgress)
            .values({ userId: e.userId, lessonId: LESSON, courseId: COURSE, createdAt: e.at, updatedAt: e.at });
        }
      }
    }
    const from = '2025-10-01';
    const to = '2025-10-31';
    const zones = ['UTC', 'Asia/Kolkata', 'Australia/Eucla', 'Australia/Lord_Howe', 'America/Los_Angeles'];
    const expectTables = async () => {
      const held = [
        ...runs.map((e) => [e.userId, e.at] as const),
        ...[...course].flatMap(([id, c]) => [[id, c.created] as const, [id, c.updated] as const]),
        ...[...lesson].map(([id, at]) => [id, at] as const),
      ];
      for (const tz of [...zones, 'Europe/Paris', 'Pacific/Chatham', 'Asia/Kathmandu']) {
        const dayOf = dayIn(tz);
        const expected = listDays(from, to).map((day) => [
          day,
          new Set(held.filter(([, at]) => dayOf.format(at) === day).map(([id]) => id)).size,
        ]);
        expect(await activeMembers(tz, from, to), tz).toEqual(expected);
      }
    };
    await expectTables();

    // A lesson row deleted, a member deleted with everything of theirs: the chart forgets them.
    await t.db.delete(userLessonProgress).where(and(eq(userLessonProgress.userId, [...lesson.keys()][0]!)));
    lesson.delete([...lesson.keys()][0]!);
    await t.db.delete(user).where(eq(user.id, 'a3'));
    runs.splice(0, runs.length, ...runs.filter((e) => e.userId !== 'a3'));
    course.delete('a3');
    lesson.delete('a3');
    await expectTables();

    // The migration's backfill makes the same quarters and counts from the same tables, and the
    // triggers take every quarter out and put it back to the same counts.
    const activity = sql`select user_id, quarter, ran, learning from member_activity order by 1, 2`;
    const counts = sql`select start, change, members from member_active_days where change <> 0 or members <> 0 order by 1`;
    const kept = { activity: await table(activity), counts: await table(counts) };
    await t.db.execute(sql`delete from member_activity`);
    expect(await table(counts)).toEqual([]);
    await t.db.execute(sql.raw(backfill('member_activity')));
    expect(await table(activity)).toEqual(kept.activity);
    expect(await table(counts)).toEqual(kept.counts);
    await t.db.execute(sql`delete from member_active_days`);
    await t.db.execute(sql.raw(backfill('member_active_days')));
    expect(await table(counts)).toEqual(kept.counts);
  });

  it('a day that does not start on a quarter of an hour counts from the tables themselves', async () => {
    // Monrovia kept 44 minutes 30 seconds behind UTC until 1972.
    await members('old');
    await insertRuns(t.db, [run('old', '1970-06-02T00:30:00Z'), run('old', '1970-06-02T00:50:00Z')]);
    expect(await activeMembers('Africa/Monrovia', '1970-06-01', '1970-06-02')).toEqual([
      ['1970-06-01', 1],
      ['1970-06-02', 1],
    ]);
  });
});
