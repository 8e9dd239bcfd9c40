import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminActivity, TAdminDashboard, TAdminSettings, TPage } from '../../../shared/admin';
import type { TCourse, TCourseDetail, TLearningCategory, TLearningOverview, TLesson } from '../../../shared/learning';
import { grantRole } from '../../auth/roles';
import {
  adminActivityLogs,
  aiRuns,
  learningCategories,
  learningCourses,
  learningLessons,
  profiles,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

type Agent = Awaited<ReturnType<TestApp['signedInUser']>>;
const A = '/api/admin/learning';
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('admin learning management, audit log and dashboard', () => {
  let t: TestApp;
  let admin: Agent;
  let member: Agent;

  const json = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  const logs = () => t.db.select().from(adminActivityLogs);
  /** Row counts of the catalogue and the log, to prove a refused call changed nothing. */
  const snapshot = async () => ({
    categories: (await t.db.select().from(learningCategories)).length,
    courses: (await t.db.select().from(learningCourses)).length,
    lessons: (await t.db.select().from(learningLessons)).length,
    logs: (await logs()).length,
  });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedInUser('admin@example.com', 'Ada Admin');
    await grantRole(t.db, admin.id, 'admin');
    member = await t.signedInUser('member@example.com', 'Mo Member');
  });
  afterAll(() => t.close());

  it('creates, edits, publishes and deletes a category, a course and a lesson, one audit row each', async () => {
    const start = await snapshot();
    const category = await json<TLearningCategory>(
      await admin.request(`${A}/categories`, { json: { name: 'Video craft', description: 'Cameras and light' } }),
      201,
    );
    expect(category).toMatchObject({ is_active: true, icon: 'folder', color_code: '#6366f1' });
    const course = await json<TCourse>(
      await admin.request(`${A}/courses`, {
        json: { title: 'Filming on a phone', categoryId: category.id, estimatedDuration: 45, tags: [] },
      }),
      201,
    );
    expect(course).toMatchObject({ is_published: false, tags: null, difficulty_level: 'beginner' });
    const lesson = await json<TLesson>(
      await admin.request(`${A}/lessons`, {
        json: {
          courseId: course.id,
          title: 'Framing',
          videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          videoDuration: 320,
          transcript: 'word '.repeat(2048),
        },
      }),
      201,
    );
    expect(lesson).toMatchObject({ is_published: false, video_duration: 320 });
    expect(lesson.transcript?.length).toBe(10_239);

    // A member does not see drafts.
    const hidden = await json<TLearningOverview>(await member.request('/api/learning'));
    expect(hidden.courses.map((c) => c.id)).not.toContain(course.id);

    await json(await admin.request(`${A}/categories/${category.id}`, { method: 'PATCH', json: { name: 'Video' } }));
    await json(
      await admin.request(`${A}/lessons/${lesson.id}`, {
        method: 'PATCH',
        json: { isPublished: true, isPreview: true },
      }),
    );
    const published = await json<TCourse>(
      await admin.request(`${A}/courses/${course.id}`, {
        method: 'PATCH',
        json: { isPublished: true, isPremium: true },
      }),
    );
    expect(published).toMatchObject({ is_published: true, is_premium: true, category: { name: 'Video' } });

    const seen = await json<TLearningOverview>(await member.request('/api/learning'));
    expect(seen.courses.find((c) => c.id === course.id)).toMatchObject({
      title: 'Filming on a phone',
      lessons_count: 1,
    });
    const detail = await json<TCourseDetail>(await member.request(`/api/learning/courses/${course.id}`));
    expect(detail.lessons.map((l) => l.title)).toEqual(['Framing']);

    const courses = await json<TCourse[]>(await admin.request(`${A}/courses`));
    expect(courses.find((c) => c.id === course.id)?.lessons_count).toBe(1);
    expect(await json<TLesson[]>(await admin.request(`${A}/lessons?courseId=${course.id}`))).toHaveLength(1);

    await json(await admin.request(`${A}/lessons/${lesson.id}`, { method: 'DELETE' }));
    await json(await admin.request(`${A}/courses/${course.id}`, { method: 'DELETE' }));
    await json(await admin.request(`${A}/categories/${category.id}`, { method: 'DELETE' }));
    expect((await member.request(`/api/learning/courses/${course.id}`)).status).toBe(404);

    const end = await snapshot();
    expect(end).toEqual({ ...start, logs: start.logs + 9 });
    const rows = (await logs()).slice(-9);
    expect(rows.map((r) => r.action).sort()).toEqual(
      [
        'Created category',
        'Created course',
        'Created lesson',
        'Deleted category',
        'Deleted course',
        'Deleted lesson',
        'Updated category',
        'Updated course',
        'Updated lesson',
      ].sort(),
    );
    expect(rows.every((r) => r.adminUserId === admin.id && r.targetId && r.targetTable?.startsWith('learning_'))).toBe(
      true,
    );
    const deletedCourse = rows.find((r) => r.action === 'Deleted course');
    expect(deletedCourse?.details).toEqual({ title: 'Filming on a phone', lessons: 0 });
  });

  it('deleting a course takes its lessons along', async () => {
    const course = await json<TCourse>(await admin.request(`${A}/courses`, { json: { title: 'Short-lived' } }), 201);
    for (const title of ['One', 'Two'])
      await json(await admin.request(`${A}/lessons`, { json: { courseId: course.id, title } }), 201);
    const before = (await t.db.select().from(learningLessons)).length;
    await json(await admin.request(`${A}/courses/${course.id}`, { method: 'DELETE' }));
    expect((await t.db.select().from(learningLessons)).length).toBe(before - 2);
  });

  it('refuses bad input with a clear message and changes nothing, writing no audit row', async () => {
    const course = await json<TCourse>(await admin.request(`${A}/courses`, { json: { title: 'Holder' } }), 201);
    const before = await snapshot();
    const cases: [string, string, unknown, number, RegExp][] = [
      ['POST', `${A}/courses`, { title: 'Ghost', categoryId: MISSING }, 404, /category does not exist/],
      ['POST', `${A}/courses`, { title: 'Ghost', categoryId: 'nope' }, 400, /category does not exist/],
      ['POST', `${A}/courses`, { title: '' }, 400, /Title must not be empty/],
      ['POST', `${A}/courses`, { title: 'Negative', estimatedDuration: -5 }, 400, /cannot be negative/],
      ['POST', `${A}/courses`, { title: 'Typed', estimatedDuration: '5' }, 400, /whole number/],
      ['POST', `${A}/lessons`, { courseId: course.id, title: 'Bad link', videoUrl: 'not a url' }, 400, /Video link/],
      [
        'POST',
        `${A}/lessons`,
        { courseId: course.id, title: 'Not video', videoUrl: 'https://www.youtube.com/feed/trending' },
        400,
        /YouTube, Vimeo or http\(s\) video/,
      ],
      ['POST', `${A}/lessons`, { courseId: course.id, title: 'Neg', videoDuration: -1 }, 400, /cannot be negative/],
      [
        'POST',
        `${A}/lessons`,
        { courseId: course.id, title: 'Long', transcript: 'x'.repeat(100_001) },
        400,
        /Transcript must be at most 100000/,
      ],
      ['POST', `${A}/lessons`, { courseId: MISSING, title: 'Orphan' }, 404, /course does not exist/],
      ['POST', `${A}/categories`, { name: 'Bad colour', colorCode: 'red' }, 400, /hex colour/],
      ['POST', `${A}/categories`, { name: 'x', unknown: 1 }, 400, /Unexpected field/],
      ['PATCH', `${A}/courses/${MISSING}`, { title: 'Nobody' }, 404, /course does not exist/],
      ['PATCH', `${A}/lessons/${MISSING}`, { title: 'Nobody' }, 404, /lesson does not exist/],
      ['PATCH', `${A}/courses/${course.id}`, { categoryId: MISSING }, 404, /category does not exist/],
      ['DELETE', `${A}/lessons/${MISSING}`, undefined, 404, /lesson does not exist/],
      ['DELETE', `${A}/categories/not-a-uuid`, undefined, 400, /does not exist/],
    ];
    for (const [method, url, body, status, message] of cases) {
      const res = await admin.request(url, { method, ...(body === undefined ? {} : { json: body }) });
      expect(res.status, `${method} ${url} ${JSON.stringify(body)?.slice(0, 80)}`).toBe(status);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    const huge = await admin.request(`${A}/lessons`, {
      json: { courseId: course.id, title: 'Huge', description: 'y'.repeat(2_000_000) },
    });
    expect(huge.status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it('shows the dashboard counts and the last 10 actions, and logs the visit after reading them', async () => {
    const totalUsers = (await t.db.select().from(profiles)).length;
    const first = await json<TAdminDashboard>(await admin.request('/api/admin/dashboard'));
    expect(first.role).toBe('admin');
    expect(first.stats).toEqual({
      total_users: totalUsers,
      courses: (await t.db.select().from(learningCourses)).length,
      lessons: (await t.db.select().from(learningLessons)).length,
      active_campaigns: 0,
    });
    expect(first.recent).toHaveLength(10);
    expect(first.recent[0]).toMatchObject({ actor: 'Ada Admin', actor_email: 'admin@example.com' });
    await t.db.execute(sql`insert into bulk_email_campaigns (name, status) values
      ('a', 'scheduled'), ('b', 'sending'), ('c', 'draft'), ('d', 'sent')`);
    const second = await json<TAdminDashboard>(await admin.request('/api/admin/dashboard'));
    expect(second.stats.active_campaigns).toBe(2);
    expect(second.recent[0]?.action).toBe('Accessed admin dashboard');
  });

  it('filters the audit log by action, actor and date, pages it, and exports it as CSV', async () => {
    const all = await json<TPage<TAdminActivity>>(await admin.request('/api/admin/activity'));
    expect(all.total).toBeGreaterThan(10);
    const created = await json<TPage<TAdminActivity>>(
      await admin.request(`/api/admin/activity?action=${encodeURIComponent('Created course')}`),
    );
    expect(created.items.every((i) => i.action === 'Created course')).toBe(true);
    expect(created.total).toBe(3);
    const byActor = await json<TPage<TAdminActivity>>(await admin.request('/api/admin/activity?actor=ada'));
    expect(byActor.total).toBe(all.total);
    expect((await json<TPage<TAdminActivity>>(await admin.request('/api/admin/activity?actor=zed'))).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await json<TPage<TAdminActivity>>(
      await admin.request(`/api/admin/activity?from=${today}&to=${today}`),
    );
    expect(dated.total).toBe(all.total);
    expect((await json<TPage<TAdminActivity>>(await admin.request('/api/admin/activity?to=2000-01-01'))).total).toBe(0);
    const page2 = await json<TPage<TAdminActivity>>(await admin.request('/api/admin/activity?page=2'));
    expect(page2.items.length).toBe(Math.min(25, Math.max(0, all.total - 25)));
    for (const bad of ['action=Hacked', 'from=yesterday', 'from=2024-02-31', 'to=2024-13-45', 'page=-1']) {
      expect((await admin.request(`/api/admin/activity?${bad}`)).status, bad).toBe(400);
    }

    const csv = await admin.request(`/api/admin/activity/export?action=${encodeURIComponent('Deleted course')}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="admin-activity-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Action,Actor,Actor e-mail,Table,Target,Details');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Deleted course,Ada Admin,admin@example.com,learning_courses');
  });

  it('shows settings without secrets and runs the connection check', async () => {
    const res = await admin.request('/api/admin/settings');
    const settings = (await json<Record<string, unknown>>(res)) as {
      ai: { provider: string; key_set: boolean };
      limits: { kind: string; limit: number }[];
      mail: { mode: string; recent: Record<string, unknown>[] };
    };
    expect(settings.ai).toMatchObject({ provider: 'offline', key_set: false });
    expect(settings.limits).toContainEqual({ kind: 'lead_magnet', limit: 3 });
    expect(settings.mail.mode).toBe('outbox');
    expect(settings.mail.recent.length).toBeGreaterThan(0);
    for (const mail of settings.mail.recent) {
      expect(Object.keys(mail).sort()).toEqual(['created_at', 'error', 'id', 'status', 'subject', 'to']);
    }
    await t.db.insert(aiRuns).values([
      {
        generator: 'mission',
        provider: 'openai',
        model: 'm',
        durationMs: 900,
        inputTokens: 100,
        outputTokens: 50,
        outcome: 'success',
      },
      { generator: 'mission', provider: 'openai', model: 'm', durationMs: 20, outcome: 'error', errorMessage: 'bad' },
      {
        generator: 'bio',
        provider: 'openai',
        model: 'm',
        durationMs: 5,
        outcome: 'success',
        createdAt: new Date('2020-01-01'),
      },
    ]);
    const withRuns = await json<TAdminSettings>(await admin.request('/api/admin/settings'));
    expect(withRuns.runs[0]).toMatchObject({ generator: 'mission' });
    expect(withRuns.runs).toHaveLength(3);
    expect(withRuns.totals).toEqual([{ generator: 'mission', runs: 2, failures: 1, tokens: 150 }]);
    const check = await json<{ ok: boolean; lines: string[] }>(
      await admin.request('/api/admin/settings/test-connection', { method: 'POST' }),
    );
    expect(check.ok).toBe(true);
    expect(check.lines[0]).toBe('Provider: offline');
  });
});

describe('admin settings with a provider configured', () => {
  it('never shows the key or the credentials in a URL', async () => {
    const t = await createTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://user:hunter2@127.0.0.1:9/v1',
      AI_API_KEY: 'sk-secret-value',
      AI_TIMEOUT_MS: '1000',
      SMTP_URL: 'smtp://mailer:pa55@127.0.0.1:9',
    });
    try {
      const admin = await t.signedInUser('root@example.com').catch(() => null);
      // Sign-up mails go to an unreachable SMTP server and are kept as failed; the account still works.
      expect(admin).not.toBeNull();
      await grantRole(t.db, admin!.id, 'super_admin');
      const text = await (await admin!.request('/api/admin/settings')).text();
      expect(text).not.toMatch(/hunter2|sk-secret|pa55/);
      expect(JSON.parse(text)).toMatchObject({
        ai: { provider: 'openai-compatible', key_set: true, base_url: '127.0.0.1:9' },
        mail: { mode: 'smtp', host: '127.0.0.1:9' },
      });
      const check = (await (
        await admin!.request('/api/admin/settings/test-connection', { method: 'POST' })
      ).json()) as { ok: boolean; lines: string[] };
      expect(check.ok).toBe(false);
      expect(check.lines.join('\n')).not.toMatch(/hunter2|sk-secret/);
      expect(check.lines.at(-1)).toMatch(/^FAILED/);
    } finally {
      await t.close();
    }
  });
});

describe('dashboard visits in the audit log', () => {
  let t: TestApp;
  let admin: Agent;
  const json = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  const logs = () => t.db.select().from(adminActivityLogs);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedInUser('visits-admin@example.com', 'Vic Admin');
    await grantRole(t.db, admin.id, 'admin');
  });
  afterAll(() => t.close());

  it("logs a moderator's fifty dashboard visits in an hour once, and keeps real actions on the recent list", async () => {
    const moderator = await t.signedInUser('moderator@example.com', 'Mia Moderator');
    await grantRole(t.db, moderator.id, 'moderator');
    await json(await admin.request(`${A}/categories`, { json: { name: 'Before the visits' } }), 201);
    for (let i = 0; i < 50; i += 1) await json(await moderator.request('/api/admin/dashboard'));
    const visits = (await logs()).filter((l) => l.adminUserId === moderator.id);
    expect(visits).toHaveLength(1);
    const { recent } = await json<TAdminDashboard>(await admin.request('/api/admin/dashboard'));
    expect(recent.map((r) => r.action)).toContain('Created category');
    // An hour later the next visit is logged again.
    await t.db.execute(
      sql`update admin_activity_logs set created_at = now() - interval '61 minutes' where admin_user_id = ${moderator.id}`,
    );
    await json(await moderator.request('/api/admin/dashboard'));
    expect((await logs()).filter((l) => l.adminUserId === moderator.id)).toHaveLength(2);
  });
});
