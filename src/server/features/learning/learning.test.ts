import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboard } from '../../../shared/dashboard';
import type { TCourseDetail, TCourseProgress, TLearningOverview, TProgressResult } from '../../../shared/learning';
import { THEME_INIT_SCRIPT } from '../../../shared/theme-init';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  createCategory,
  createCourse,
  createLesson,
  updateCategory,
  updateCourse,
  updateLesson,
} from './learning.admin';
import { userLessonProgress } from './learning.schema';

const URL = '/api/learning';
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('learning hub API', () => {
  let t: TestApp;
  let n = 0;
  const member = () => t.signedInUser(`learner-${++n}-${Math.random().toString(36).slice(2)}@example.com`);

  /** A published course in an active category with three published lessons of 100 s and a draft one. */
  async function catalogue() {
    const category = await createCategory(t.db, { name: `Branding ${++n}` });
    const course = await createCourse(t.db, {
      title: `Personal brand basics ${n}`,
      categoryId: category.id,
      isPublished: true,
      estimatedDuration: 90,
      tags: ['brand', 'video'],
    });
    const lessons = [];
    for (const i of [1, 2, 3]) {
      lessons.push(
        await createLesson(t.db, {
          courseId: course.id,
          title: `Lesson ${i}`,
          videoUrl: `/api/learning/media/lesson-${i}.webm`,
          videoDuration: 100,
          sortOrder: i,
          isPublished: true,
        }),
      );
    }
    const draft = await createLesson(t.db, { courseId: course.id, title: 'Draft lesson', sortOrder: 9 });
    return {
      category,
      course,
      lessons: lessons as [(typeof lessons)[0], (typeof lessons)[0], (typeof lessons)[0]],
      draft,
    };
  }

  const put = (u: Awaited<ReturnType<typeof member>>, courseId: string, lessonId: string, json: unknown) =>
    u.request(`${URL}/courses/${courseId}/lessons/${lessonId}/progress`, { method: 'PUT', json });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('creates rows with the spec defaults: unpublished courses and lessons, active categories', async () => {
    const category = await createCategory(t.db, { name: 'Video craft' });
    expect(category).toMatchObject({ slug: 'video-craft', icon: 'folder', color_code: '#6366f1', is_active: true });
    const course = await createCourse(t.db, { title: 'Video craft', categoryId: category.id, tags: [] });
    expect(course).toMatchObject({
      slug: 'video-craft',
      difficulty_level: 'beginner',
      estimated_duration: 0,
      is_published: false,
      is_premium: false,
      tags: null,
    });
    const again = await createCourse(t.db, { title: 'Video craft' });
    expect(again.slug).toBe('video-craft-2');
    await expect(createCourse(t.db, { title: 'X', slug: 'video-craft' })).rejects.toThrow('That slug is already used.');
    const lesson = await createLesson(t.db, { courseId: course.id, title: 'One' });
    expect(lesson).toMatchObject({ is_published: false, is_preview: false, video_duration: 0, resources: [] });

    const edited = await updateCourse(t.db, course.id, {
      isPublished: true,
      difficultyLevel: 'advanced',
      tags: ['a'],
    });
    expect(edited).toMatchObject({
      is_published: true,
      difficulty_level: 'advanced',
      tags: ['a'],
      title: 'Video craft',
    });
    expect(await updateLesson(t.db, lesson.id, { isPublished: true })).toMatchObject({
      is_published: true,
      title: 'One',
    });
    expect(await updateCategory(t.db, category.id, { isActive: false })).toMatchObject({ is_active: false });
    await expect(updateCourse(t.db, MISSING, { title: 'Nope' })).rejects.toThrow('That course does not exist.');
    await expect(createCourse(t.db, { title: 'Orphan', categoryId: MISSING })).rejects.toThrow(
      'That category does not exist.',
    );
  });

  it('shows members only published courses and lessons of active categories, even by id', async () => {
    const u = await member();
    const { category, course, lessons, draft } = await catalogue();
    const hidden = await createCourse(t.db, { title: 'Unpublished', categoryId: category.id });
    const inactive = await createCategory(t.db, { name: 'Retired', isActive: false });
    const inInactive = await createCourse(t.db, {
      title: 'In a retired category',
      categoryId: inactive.id,
      isPublished: true,
    });
    const lessonOfHidden = await createLesson(t.db, { courseId: hidden.id, title: 'Hidden', isPublished: true });

    const overview = (await (await u.request(URL)).json()) as TLearningOverview;
    const ids = overview.courses.map((c) => c.id);
    expect(ids).toContain(course.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(inInactive.id);
    expect(overview.categories.map((c) => c.id)).toContain(category.id);
    expect(overview.categories.map((c) => c.id)).not.toContain(inactive.id);
    expect(overview.courses.find((c) => c.id === course.id)).toMatchObject({
      lessons_count: 3,
      category: { id: category.id, color_code: '#6366f1' },
      tags: ['brand', 'video'],
    });

    const detail = (await (await u.request(`${URL}/courses/${course.id}`)).json()) as TCourseDetail;
    expect(detail.lessons.map((l) => l.id)).toEqual(lessons.map((l) => l.id));
    expect(detail.progress).toBeNull();

    for (const id of [hidden.id, inInactive.id, MISSING]) {
      const res = await u.request(`${URL}/courses/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'That course does not exist.' });
      expect((await u.request(`${URL}/courses/${id}/start`, { method: 'POST' })).status).toBe(404);
    }
    // A draft lesson, a lesson of a hidden course and a lesson of another course are not found here.
    for (const [courseId, lessonId] of [
      [course.id, draft.id],
      [hidden.id, lessonOfHidden.id],
      [course.id, lessonOfHidden.id],
    ] as const) {
      const res = await put(u, courseId, lessonId, { watchTime: 50 });
      expect(res.status).toBe(404);
      expect((await u.request(`${URL}/courses/${courseId}/lessons/${lessonId}/visit`, { method: 'POST' })).status).toBe(
        404,
      );
    }
    expect(await t.db.select().from(userLessonProgress).where(eq(userLessonProgress.userId, u.id))).toEqual([]);

    // Unpublishing later hides the course again.
    await updateCourse(t.db, course.id, { isPublished: false });
    expect((await u.request(`${URL}/courses/${course.id}`)).status).toBe(404);
    await updateCourse(t.db, course.id, { isPublished: true });
    await updateCategory(t.db, category.id, { isActive: false });
    expect((await u.request(`${URL}/courses/${course.id}`)).status).toBe(404);
  });

  it('enrols once, saves watch time past 10%, resumes, completes at 90% and at the end', async () => {
    const u = await member();
    const { course, lessons } = await catalogue();
    const [a, b, c] = lessons;
    const start = async () =>
      (await (await u.request(`${URL}/courses/${course.id}/start`, { method: 'POST' })).json()) as TCourseProgress;
    const first = await start();
    expect(first).toMatchObject({ progress_percentage: 0, completed_at: null, total_watch_time: 0 });
    expect(await start()).toEqual(first);

    // 10 s of a 100 s video is not past 10%: nothing is kept.
    let r = (await (await put(u, course.id, a.id, { watchTime: 10 })).json()) as TProgressResult;
    expect(r).toMatchObject({ saved: false, lesson: null });
    r = (await (await put(u, course.id, a.id, { watchTime: 42.4 })).json()) as TProgressResult;
    expect(r).toMatchObject({ saved: true, just_completed: false, lesson: { watch_time: 42, is_completed: false } });
    expect(r.course).toMatchObject({ total_watch_time: 42, progress_percentage: 0, last_accessed_lesson_id: a.id });

    const detail = (await (await u.request(`${URL}/courses/${course.id}`)).json()) as TCourseDetail;
    expect(detail.lesson_progress).toEqual([expect.objectContaining({ lesson_id: a.id, watch_time: 42 })]);

    // 90% completes and stores the full length.
    r = (await (await put(u, course.id, a.id, { watchTime: 90 })).json()) as TProgressResult;
    expect(r).toMatchObject({ just_completed: true, lesson: { watch_time: 100, is_completed: true } });
    expect(r.course.progress_percentage).toBe(33);
    // A completed lesson stays completed, and completing it again is not news.
    r = (await (await put(u, course.id, a.id, { watchTime: 20 })).json()) as TProgressResult;
    expect(r).toMatchObject({ saved: false, just_completed: false, lesson: { watch_time: 100, is_completed: true } });

    // The video's end, or 'Mark as complete', at any position.
    r = (await (await put(u, course.id, b.id, { watchTime: 3, completed: true })).json()) as TProgressResult;
    expect(r).toMatchObject({ just_completed: true, lesson: { watch_time: 100 } });
    expect(r.course).toMatchObject({ progress_percentage: 67, completed_at: null });
    r = (await (await put(u, course.id, c.id, { watchTime: 100 })).json()) as TProgressResult;
    expect(r.course.progress_percentage).toBe(100);
    expect(r.course.completed_at).not.toBeNull();
    expect(r.course).toMatchObject({ total_watch_time: 300, last_accessed_lesson_id: c.id });

    // Visiting moves the lesson 'Continue Learning' opens.
    const visited = (await (
      await u.request(`${URL}/courses/${course.id}/lessons/${a.id}/visit`, { method: 'POST' })
    ).json()) as TCourseProgress;
    expect(visited).toMatchObject({ last_accessed_lesson_id: a.id, progress_percentage: 100 });

    // A new published lesson brings the course back below 100%.
    const d = await createLesson(t.db, {
      courseId: course.id,
      title: 'Bonus',
      isPublished: true,
      videoDuration: 60,
    });
    r = (await (await put(u, course.id, d.id, { watchTime: 30 })).json()) as TProgressResult;
    expect(r.course).toMatchObject({ progress_percentage: 75, completed_at: null, total_watch_time: 330 });
  });

  it('uses the measured length when the lesson has none on record', async () => {
    const u = await member();
    const { course } = await catalogue();
    const open = await createLesson(t.db, { courseId: course.id, title: 'No length', isPublished: true });
    let r = (await (await put(u, course.id, open.id, { watchTime: 40 })).json()) as TProgressResult;
    expect(r.saved).toBe(false);
    r = (await (await put(u, course.id, open.id, { watchTime: 40, duration: 200 })).json()) as TProgressResult;
    expect(r).toMatchObject({ saved: true, lesson: { watch_time: 40 } });
    r = (await (await put(u, course.id, open.id, { watchTime: 185, duration: 200 })).json()) as TProgressResult;
    expect(r).toMatchObject({ just_completed: true, lesson: { watch_time: 200, is_completed: true } });
  });

  it("keeps each member's progress their own", async () => {
    const [u, other] = [await member(), await member()];
    const { course, lessons } = await catalogue();
    await put(u, course.id, lessons[0].id, { watchTime: 50 });
    await put(u, course.id, lessons[1].id, { watchTime: 100 });
    const theirs = (await (await other.request(`${URL}/courses/${course.id}`)).json()) as TCourseDetail;
    expect(theirs).toMatchObject({ progress: null, lesson_progress: [] });
    const overview = (await (await other.request(URL)).json()) as TLearningOverview;
    expect(overview.progress).toEqual([]);
    expect(overview.stats).toEqual({ enrolled: 0, completed: 0, total_hours: 0 });
    // Writing the same lesson as someone else touches only their own row.
    await put(other, course.id, lessons[0].id, { watchTime: 20 });
    const mine = (await (await u.request(`${URL}/courses/${course.id}`)).json()) as TCourseDetail;
    expect(mine.lesson_progress.find((p) => p.lesson_id === lessons[0].id)?.watch_time).toBe(50);
  });

  it('counts enrolled and completed courses and Total Hours = watch time / 3600, rounded', async () => {
    const u = await member();
    const long = await createCourse(t.db, { title: 'Long form', isPublished: true });
    const lessons = [];
    for (const i of [1, 2]) {
      lessons.push(
        await createLesson(t.db, { courseId: long.id, title: `Part ${i}`, videoDuration: 3600, isPublished: true }),
      );
    }
    const short = await createCourse(t.db, { title: 'Short form', isPublished: true });
    await u.request(`${URL}/courses/${short.id}/start`, { method: 'POST' });
    // 3600 + 1900 seconds = 1.53 hours, shown as 2.
    await put(u, long.id, lessons[0]!.id, { watchTime: 3600 });
    await put(u, long.id, lessons[1]!.id, { watchTime: 1900 });
    let overview = (await (await u.request(URL)).json()) as TLearningOverview;
    expect(overview.stats).toEqual({ enrolled: 2, completed: 0, total_hours: 2 });
    await put(u, long.id, lessons[1]!.id, { watchTime: 0, completed: true });
    overview = (await (await u.request(URL)).json()) as TLearningOverview;
    expect(overview.stats).toEqual({ enrolled: 2, completed: 1, total_hours: 2 });

    const dashboard = (await (await u.request('/api/dashboard')).json()) as TDashboard;
    expect(dashboard.activity.map((a) => a.title)).toEqual(
      expect.arrayContaining([
        'Started course: Short form',
        'Started course: Long form',
        'Completed course: Long form',
      ]),
    );
    expect(dashboard.activity.find((a) => a.title === 'Completed course: Long form')?.href).toBe(
      `/learning/course/${long.id}`,
    );
  });

  it.each([
    ['a negative watch time', { watchTime: -1 }, 'Watch time cannot be negative'],
    ['a huge watch time', { watchTime: 1e9 }, 'Watch time must be at most 86400 seconds'],
    ['a watch time past the end', { watchTime: 150 }, 'The watch time is longer than the lesson.'],
    ['text for a number', { watchTime: '12' }, 'Watch time must be a number of seconds'],
    ['no watch time', {}, 'Watch time must be a number of seconds'],
    ['an unknown field', { watchTime: 20, userId: 'someone' }, 'Unexpected field: userId'],
    ['completed as text', { watchTime: 20, completed: 'yes' }, 'completed must be true or false'],
  ])('refuses %s with 400 and changes nothing', async (_, json, message) => {
    const u = await member();
    const { course, lessons } = await catalogue();
    const res = await put(u, course.id, lessons[0].id, json);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: message });
    expect(await t.db.select().from(userLessonProgress).where(eq(userLessonProgress.userId, u.id))).toEqual([]);
  });

  it('answers 400 to ids that are not ids, 401 without a session, and serves videos in byte ranges', async () => {
    const u = await member();
    const bad = await u.request(`${URL}/courses/not-an-id`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'That course does not exist.' });
    expect((await put(u, MISSING, 'nope', { watchTime: 1 })).status).toBe(400);
    const anon = t.agent();
    expect((await anon.request(URL)).status).toBe(401);
    expect((await anon.request(`${URL}/courses/${MISSING}/start`, { method: 'POST' })).status).toBe(401);
    expect((await anon.request(`${URL}/media/welcome.webm`)).status).toBe(401);

    expect((await u.request(`${URL}/media/..%2Fsecret.webm`)).status).toBe(400);
    expect((await u.request(`${URL}/media/missing-file.webm`)).status).toBe(404);
  });
});

describe('learning hub on a new install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('has the published starter course, whose videos are served in byte ranges', async () => {
    const u = await t.signedInUser('starter@example.com');
    const overview = (await (await u.request(URL)).json()) as TLearningOverview;
    const starter = overview.courses.find((c) => c.title === 'Getting started with Brandforge');
    expect(starter).toMatchObject({ is_published: true, lessons_count: 3, category: { name: 'Getting Started' } });
    const detail = (await (await u.request(`${URL}/courses/${starter?.id}`)).json()) as TCourseDetail;
    for (const lesson of detail.lessons) {
      const full = await u.request(lesson.video_url ?? '');
      expect(full.status).toBe(200);
      expect(full.headers.get('content-type')).toBe('video/webm');
      expect(full.headers.get('accept-ranges')).toBe('bytes');
    }
    const url = detail.lessons[0]?.video_url ?? '';
    const size = Number((await u.request(url)).headers.get('content-length'));
    const part = await u.request(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const tail = await u.request(url, { headers: { range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect((await u.request(url, { headers: { range: `bytes=${size}-` } })).status).toBe(416);
    expect((await u.request(url, { headers: { range: 'pages=1' } })).status).toBe(416);
  });

  it('lets the player load YouTube and Vimeo, and nothing wider', async () => {
    const csp = (await t.agent().request('/api/learning')).headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    // Besides them, only the inline theme script, by its hash.
    const themeHash = createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64');
    expect(directive('script-src')).toBe(
      `script-src 'self' 'sha256-${themeHash}' https://www.youtube.com https://player.vimeo.com`,
    );
    expect(directive('frame-src')).toBe("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(directive('media-src')).toBe("media-src 'self' https:");
  });
});
