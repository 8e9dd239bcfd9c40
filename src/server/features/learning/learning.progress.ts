import { and, eq, sql } from 'drizzle-orm';
import type { TActivityItem } from '../../../shared/dashboard';
import {
  LEARNING_MESSAGES,
  LEARNING_RULES,
  type TCourseProgress,
  type TLessonProgressInput,
  type TProgressResult,
} from '../../../shared/learning';
import { coursePercentage } from '../../../shared/learning-format';
import type { Db } from '../../db/client';
import { type DashboardPart, jsonRows, type UserIdParam } from '../../saved-results/dashboard-sources';
import { badRequest, notFound } from '../../errors';
import { type Scope, visibleCourse } from './learning.catalog';
import { toCourseProgress, toLessonProgress } from './learning.mapping';
import {
  learningCourses as courses,
  learningLessons as lessons,
  userCourseProgress as courseProgress,
  userLessonProgress as lessonProgress,
} from './learning.schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CourseScope = Scope & { courseId: string };
type LessonScope = CourseScope & { lessonId: string };

/** Creates the member's progress row if there is none: starting twice changes nothing (docs/product/learning.md). */
async function enrol(db: Db | Tx, userId: string, courseId: string, lastLessonId?: string) {
  const [row] = await db
    .insert(courseProgress)
    .values({ userId, courseId, progressPercentage: 0, lastAccessedLessonId: lastLessonId ?? null })
    .onConflictDoUpdate({
      target: [courseProgress.userId, courseProgress.courseId],
      // Touching a column returns the existing row; the last lesson moves only when one is named.
      set: lastLessonId
        ? { lastAccessedLessonId: lastLessonId }
        : { lastAccessedLessonId: sql`${courseProgress.lastAccessedLessonId}` },
    })
    .returning();
  if (!row) throw new Error('the course progress was not saved');
  return row;
}

export async function startCourse({ db, userId, courseId }: CourseScope): Promise<TCourseProgress> {
  await visibleCourse(db, courseId);
  return toCourseProgress(await enrol(db, userId, courseId));
}

/** A published lesson of this course, or 404: a lesson id from another course is not found here. */
async function publishedLesson(db: Db, courseId: string, lessonId: string) {
  await visibleCourse(db, courseId);
  const [lesson] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId), eq(lessons.isPublished, true)));
  if (!lesson) throw notFound(LEARNING_MESSAGES.lessonNotFound);
  return lesson;
}

/** Opening a lesson enrols the member and makes it the lesson 'Continue Learning' opens. */
export async function visitLesson({ db, userId, courseId, lessonId }: LessonScope): Promise<TCourseProgress> {
  await publishedLesson(db, courseId, lessonId);
  return toCourseProgress(await enrol(db, userId, courseId, lessonId));
}

/** Course percentage, total watch time and completed_at from the member's lesson rows. */
async function recomputeCourse(tx: Tx, userId: string, courseId: string, lessonId: string) {
  const [totals] = await tx
    .select({
      published: sql<number>`count(*) filter (where ${lessons.isPublished})`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${lessons.isPublished} and ${lessonProgress.isCompleted})`.mapWith(
        Number,
      ),
      watched: sql<number>`coalesce(sum(${lessonProgress.watchTime}), 0)`.mapWith(Number),
    })
    .from(lessons)
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(eq(lessons.courseId, courseId));
  const percent = coursePercentage(totals?.completed ?? 0, totals?.published ?? 0);
  const row = await enrol(tx, userId, courseId, lessonId);
  const [updated] = await tx
    .update(courseProgress)
    .set({
      progressPercentage: percent,
      totalWatchTime: totals?.watched ?? 0,
      completedAt: percent >= 100 ? (row.completedAt ?? new Date()) : null,
    })
    .where(eq(courseProgress.id, row.id))
    .returning();
  if (!updated) throw new Error('the course progress was not saved');
  return updated;
}

/**
 * One progress report from the player (docs/product/learning.md). The watch time is kept
 * only past 10% of the video; the lesson completes at the end, at 90%, or on 'Mark as complete', and
 * then holds the full length. A completed lesson stays completed.
 */
export async function saveLessonProgress({
  db,
  userId,
  courseId,
  lessonId,
  input,
}: LessonScope & { input: TLessonProgressInput }): Promise<TProgressResult> {
  const lesson = await publishedLesson(db, courseId, lessonId);
  const duration = lesson.videoDuration > 0 ? lesson.videoDuration : (input.duration ?? 0);
  // A second of slack: players report positions a little past their rounded length.
  if (duration > 0 && input.watchTime > duration + 1) throw badRequest(LEARNING_MESSAGES.watchTimeTooLong);
  const completes =
    input.completed === true || (duration > 0 && input.watchTime >= duration * LEARNING_RULES.completeAt);
  const pastStart = duration > 0 && input.watchTime > duration * LEARNING_RULES.saveAfter;

  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
    const alreadyDone = existing?.isCompleted === true;
    let row = existing;
    if (!alreadyDone && (completes || pastStart)) {
      const watchTime = Math.round(completes && duration > 0 ? duration : input.watchTime);
      const values = completes
        ? { watchTime, isCompleted: true, completedAt: new Date() }
        : { watchTime, isCompleted: false, completedAt: null };
      [row] = await tx
        .insert(lessonProgress)
        .values({ userId, lessonId, courseId, ...values })
        .onConflictDoUpdate({ target: [lessonProgress.userId, lessonProgress.lessonId], set: values })
        .returning();
    }
    const course = await recomputeCourse(tx, userId, courseId, lessonId);
    return {
      saved: row !== existing,
      just_completed: !alreadyDone && completes,
      lesson: row ? toLessonProgress(row) : null,
      course: toCourseProgress(course),
    };
  });
}

/** Course starts and completions for Recent Activity, newest first. */
export function learningActivity(userId: UserIdParam, limit: number): DashboardPart<TActivityItem[]> {
  const newest = (
    verb: 'Started' | 'Completed',
    at: typeof courseProgress.createdAt | typeof courseProgress.completedAt,
  ) =>
    sql`(select ${courseProgress.courseId} as id, ${courses.title} as title, ${at} as at, ${verb}::text as verb
      from ${courseProgress} inner join ${courses} on ${courses.id} = ${courseProgress.courseId}
      where ${courseProgress.userId} = ${userId} and ${at} is not null order by ${at} desc limit ${limit})`;
  return {
    sql: jsonRows(
      sql`${newest('Started', courseProgress.createdAt)} union all ${newest('Completed', courseProgress.completedAt)}`,
    ),
    read: (rows: { id: string; title: string; at: string; verb: 'Started' | 'Completed' }[]) =>
      rows.map((r) => ({
        id: `${r.verb === 'Started' ? 'course-start' : 'course-complete'}:${r.id}`,
        kind: 'learning',
        title: `${r.verb} course: ${r.title}`,
        href: `/learning/course/${r.id}`,
        created_at: new Date(r.at).toISOString(),
      })),
  };
}
