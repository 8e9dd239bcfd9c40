import { expect } from 'vitest';
import type { TCampaignRecord } from '../../../shared/campaigns';
import { insertRuns } from '../../ai/run-log';
import type { Db } from '../../db/client';
import {
  emailDeliveries,
  learningCourses,
  learningLessons,
  newsletterSubscribers,
  user,
  userCourseProgress,
  userGenerationLimits,
  userLessonProgress,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

type Agent = Awaited<ReturnType<TestApp['signedInUser']>>;

export const MISSING = '00000000-0000-4000-8000-000000000000';

export const draft = (over: Record<string, unknown> = {}) => ({
  name: 'November tips',
  subject: 'Hi {{first_name}}, three tips',
  preheader: 'A short read',
  body: '# Hello {{first_name|friend}}\n\nRead [the course](/learning) and **enjoy**.',
  audience: 'newsletter',
  ...over,
});

/**
 * The campaigns' test bed: an app mailing a real SMTP sink, a super admin ('Bea Boss'), and an engine
 * that sends only when a test drains it, so each test decides when mail goes.
 */
export async function campaignBed() {
  const sink: SmtpSink = await startSmtpSink();
  const t: TestApp = await createTestApp(
    {
      SMTP_URL: sink.url,
      MAIL_FROM: 'Brandforge <news@brand.test>',
      ADMIN_EMAILS: 'boss@example.com',
      EMAIL_RATE_PER_MINUTE: '100000',
      UNSUBSCRIBE_MAILTO: 'unsubscribe@brand.test',
    },
    { mailEngine: { autoStart: false, retryBaseMs: 1, maxAttempts: 3 } },
  );
  const boss: Agent = await t.signedInUser('boss@example.com', 'Bea Boss');
  let n = 0;

  const create = async (over: Record<string, unknown> = {}) => {
    const res = await boss.request('/api/admin/campaigns', { json: draft(over) });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as TCampaignRecord;
  };
  const get = async (id: string) =>
    (await (await boss.request(`/api/admin/campaigns/${id}`)).json()) as TCampaignRecord;
  const act = (id: string, verb: string, json?: unknown) =>
    boss.request(`/api/admin/campaigns/${id}/${verb}`, json === undefined ? { method: 'POST' } : { json });

  return {
    t,
    sink,
    boss,
    create,
    get,
    act,
    fresh: (prefix: string) => `${prefix}-${++n}@example.com`,
    /** Campaign mails to one address (its sign-up confirmation left out). */
    campaignMails: (address: string) => sink.to(address).filter((m) => m.headers.has('list-unsubscribe')),
    /** Confirmed subscribers straight into the table: the double opt-in itself is tested in the newsletter's tests. */
    subscribers: async (...emails: string[]) => {
      await t.db
        .insert(newsletterSubscribers)
        .values(emails.map((email) => ({ email, status: 'confirmed' as const, confirmedAt: new Date() })))
        .onConflictDoNothing();
    },
    optedInMember: async (email: string, name: string) => {
      const m = await t.signedInUser(email, name);
      await m.request('/api/profile', { method: 'PATCH', json: { fullName: name, marketingOptIn: true } });
      return m;
    },
    /** Runs the engine's cycles until the campaign has nothing left to send. */
    sendAll: async (id: string) => {
      for (let i = 0; i < 200; i++) {
        await t.runtime.mailEngine.drain();
        const c = await get(id);
        if (c.status !== 'sending') return c;
        await new Promise((r) => setTimeout(r, 5));
      }
      throw new Error('the campaign did not finish');
    },
    close: async () => {
      await t.close();
      await sink.close();
    },
  };
}

export type CampaignBed = Awaited<ReturnType<typeof campaignBed>>;

export const at = (iso: string) => new Date(iso);
const COURSE = '00000000-0000-4000-8000-000000000001';
const LESSON = '00000000-0000-4000-9000-000000000001';
const CAMPAIGN = '00000000-0000-4000-a000-000000000001';
/** A generator name from before the tools had labels, written to be quoted and kept from running as a CSV formula. */
export const LEGACY_GENERATOR = '=legacy, "tool"';

/*
 * Known events in the first week of March 2025 (no daylight saving change in the zones below), some
 * just outside it, and a few at times that fall on another day in Tokyo (UTC+9) or Los Angeles (UTC-8).
 */
/** The insights' test data: see the comment above; every count the insights tests expect comes from here. */
export async function seedInsightsWeek(db: Db) {
  await db.insert(user).values([
    { id: 'u1', name: 'One', email: 'one@example.com', createdAt: at('2025-03-02T10:00:00Z') },
    { id: 'u2', name: 'Two', email: 'two@example.com', createdAt: at('2025-03-02T23:30:00Z') },
    { id: 'u3', name: 'Three', email: 'three@example.com', createdAt: at('2025-03-05T12:00:00Z') },
    { id: 'u4', name: 'Four', email: 'four@example.com', createdAt: at('2025-02-27T12:00:00Z') },
  ]);
  const run = (
    iso: string,
    generator: string,
    userId: string | null,
    durationMs: number,
    failure?: 'rate_limited' | 'timeout' | 'invalid_answer' | 'provider_error' | null,
  ) => ({
    userId,
    generator,
    provider: durationMs < 500 ? 'offline' : 'openai',
    model: durationMs < 500 ? 'offline' : 'gpt-4o-mini',
    durationMs,
    outcome: failure === undefined ? ('success' as const) : ('error' as const),
    failureKind: failure ?? null,
    errorMessage: failure === undefined ? null : 'failed',
    createdAt: at(iso),
  });
  // As the run log writes them: with their hourly rollups, which the AI charts read.
  await insertRuns(db, [
    run('2025-02-28T12:00:00Z', 'mission', 'u4', 100),
    run('2025-03-02T10:00:00Z', 'mission', 'u1', 100),
    run('2025-03-02T11:00:00Z', 'mission', 'u1', 200),
    run('2025-03-02T12:00:00Z', 'social-bios', 'u2', 1000),
    run('2025-03-02T23:30:00Z', 'niche', 'u3', 3000),
    run('2025-03-04T03:00:00Z', 'offer', 'u1', 500, 'rate_limited'),
    run('2025-03-04T05:00:00Z', 'offer', 'u2', 120000, 'timeout'),
    run('2025-03-04T06:00:00Z', 'offer', 'u2', 2000, 'invalid_answer'),
    // Recorded before runs had a kind: counted as a provider error.
    run('2025-03-04T07:00:00Z', 'offer', 'u1', 1500, null),
    // Midnight exactly in Los Angeles: the 4th there, not the 3rd.
    run('2025-03-04T08:00:00Z', 'offer', null, 800, 'provider_error'),
    run('2025-03-06T12:00:00Z', LEGACY_GENERATOR, null, 300),
    // The 8th in UTC and Tokyo, still the 7th in Los Angeles.
    run('2025-03-08T00:30:00Z', 'mission', 'u4', 100),
  ]);
  await db.insert(learningCourses).values({ id: COURSE, title: 'Course', slug: 'insights-course', isPublished: true });
  await db.insert(learningLessons).values({ id: LESSON, courseId: COURSE, title: 'Lesson', isPublished: true });
  await db.insert(userCourseProgress).values([
    {
      userId: 'u3',
      courseId: COURSE,
      createdAt: at('2025-03-05T09:00:00Z'),
      updatedAt: at('2025-03-06T09:00:00Z'),
      completedAt: at('2025-03-06T10:00:00Z'),
    },
    // Started before the range; a lesson opened on the 4th, a day u1 also generated (counted once).
    { userId: 'u1', courseId: COURSE, createdAt: at('2025-02-20T09:00:00Z'), updatedAt: at('2025-03-04T12:00:00Z') },
  ]);
  await db.insert(userLessonProgress).values([
    {
      userId: 'u3',
      lessonId: LESSON,
      courseId: COURSE,
      isCompleted: true,
      completedAt: at('2025-03-06T10:00:00Z'),
      createdAt: at('2025-03-06T10:00:00Z'),
      updatedAt: at('2025-03-06T10:00:00Z'),
    },
  ]);
  const delivery = (email: string, over: Partial<typeof emailDeliveries.$inferInsert>) => ({
    kind: 'campaign',
    refId: CAMPAIGN,
    email,
    lists: ['newsletter'],
    createdAt: at('2025-03-01T00:00:00Z'),
    updatedAt: at('2025-03-01T00:00:00Z'),
    ...over,
  });
  await db.insert(emailDeliveries).values([
    delivery('a@example.com', {
      status: 'sent',
      sentAt: at('2025-03-03T09:00:00Z'),
      updatedAt: at('2025-03-03T09:00:00Z'),
    }),
    delivery('b@example.com', {
      status: 'sent',
      sentAt: at('2025-03-03T10:00:00Z'),
      updatedAt: at('2025-03-03T10:00:00Z'),
      unsubscribedAt: at('2025-03-05T08:00:00Z'),
    }),
    delivery('c@example.com', { status: 'bounced', updatedAt: at('2025-03-03T11:00:00Z') }),
    delivery('d@example.com', { status: 'failed', updatedAt: at('2025-03-03T12:00:00Z') }),
    delivery('e@example.com', {
      status: 'sent',
      sentAt: at('2025-03-01T00:10:00Z'),
      updatedAt: at('2025-03-01T00:10:00Z'),
    }),
  ]);
  await db.insert(userGenerationLimits).values([
    { userId: 'u1', monthYear: '2025-03', kind: 'mission', count: 10 },
    { userId: 'u1', monthYear: '2025-03', kind: 'bio', count: 10 },
    { userId: 'u2', monthYear: '2025-03', kind: 'mission', count: 9 },
    { userId: 'u2', monthYear: '2025-03', kind: 'lead_magnet', count: 3 },
    { userId: 'u3', monthYear: '2025-02', kind: 'content', count: 4 },
    { userId: 'u3', monthYear: '2025-04', kind: 'mission', count: 10 },
  ]);
}

/** A chart as the insights page reads it, by whoever `who` is signed in as; any status but 200 fails the test. */
export async function readChart<T>(
  who: { request(path: string): Promise<Response> },
  name: string,
  query: Record<string, string>,
): Promise<T> {
  const res = await who.request(`/api/admin/insights/${name}?${new URLSearchParams(query)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}
