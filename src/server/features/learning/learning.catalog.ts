import { and, asc, count, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import {
  LEARNING_MESSAGES,
  type TCourse,
  type TCourseDetail,
  type TLearningOverview,
  type TLesson,
} from '../../../shared/learning';
import { totalHours } from '../../../shared/learning-format';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { toCategory, toCourse, toCourseProgress, toLesson, toLessonProgress } from './learning.mapping';
import {
  learningCategories as categories,
  learningCourses as courses,
  learningLessons as lessons,
  userCourseProgress,
  userLessonProgress,
} from './learning.schema';

export interface Scope {
  db: Db;
  userId: string;
}

/**
 * What a member may see (docs/product/learning.md): a published course whose category is active.
 * A course without a category has no inactive category to hide it.
 */
export const memberCourse: SQL = and(
  eq(courses.isPublished, true),
  or(isNull(courses.categoryId), eq(categories.isActive, true)),
) as SQL;

/** Published lessons per course, for the course cards. */
async function publishedLessonCounts(db: Db, courseIds: string[]): Promise<Map<string, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ courseId: lessons.courseId, n: count() })
    .from(lessons)
    .where(and(inArray(lessons.courseId, courseIds), eq(lessons.isPublished, true)))
    .groupBy(lessons.courseId);
  return new Map(rows.map((r) => [r.courseId, r.n]));
}

async function visibleCourses(db: Db, where?: SQL): Promise<TCourse[]> {
  const rows = await db
    .select({ course: courses, category: categories })
    .from(courses)
    .leftJoin(categories, eq(courses.categoryId, categories.id))
    .where(where ? and(memberCourse, where) : memberCourse)
    .orderBy(asc(courses.sortOrder), asc(courses.createdAt));
  const counts = await publishedLessonCounts(
    db,
    rows.map((r) => r.course.id),
  );
  return rows.map((r) => toCourse(r.course, r.category, counts.get(r.course.id) ?? 0));
}

/** One course as a member sees it, or 404 for a missing, unpublished or hidden one. */
export async function visibleCourse(db: Db, courseId: string): Promise<TCourse> {
  const [course] = await visibleCourses(db, eq(courses.id, courseId));
  if (!course) throw notFound(LEARNING_MESSAGES.courseNotFound);
  return course;
}

/** A course's published lessons in order. */
export async function publishedLessons(db: Db, courseId: string): Promise<TLesson[]> {
  const rows = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), eq(lessons.isPublished, true)))
    .orderBy(asc(lessons.sortOrder), asc(lessons.createdAt));
  return rows.map(toLesson);
}

/** The learning dashboard: active categories, visible courses, the member's progress and the three stats. */
export async function learningOverview({ db, userId }: Scope): Promise<TLearningOverview> {
  const [categoryRows, courseList, progressRows] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
    visibleCourses(db),
    db.select().from(userCourseProgress).where(eq(userCourseProgress.userId, userId)),
  ]);
  // Progress in a course that has since been hidden stays in the member's record but not on screen.
  const visible = new Set(courseList.map((c) => c.id));
  const progress = progressRows.filter((p) => visible.has(p.courseId)).map(toCourseProgress);
  const watched = progress.reduce((sum, p) => sum + p.total_watch_time, 0);
  return {
    categories: categoryRows.map(toCategory),
    courses: courseList,
    progress,
    stats: {
      enrolled: progress.length,
      completed: progress.filter((p) => p.progress_percentage >= 100).length,
      total_hours: totalHours(watched),
    },
  };
}

export async function courseDetail({ db, userId, courseId }: Scope & { courseId: string }): Promise<TCourseDetail> {
  const course = await visibleCourse(db, courseId);
  const [lessonList, [progress], lessonProgress] = await Promise.all([
    publishedLessons(db, courseId),
    db
      .select()
      .from(userCourseProgress)
      .where(and(eq(userCourseProgress.userId, userId), eq(userCourseProgress.courseId, courseId))),
    db
      .select()
      .from(userLessonProgress)
      .where(and(eq(userLessonProgress.userId, userId), eq(userLessonProgress.courseId, courseId))),
  ]);
  const published = new Set(lessonList.map((l) => l.id));
  return {
    course,
    lessons: lessonList,
    progress: progress ? toCourseProgress(progress) : null,
    lesson_progress: lessonProgress.filter((p) => published.has(p.lessonId)).map(toLessonProgress),
  };
}
