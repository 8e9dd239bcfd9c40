import { asc, count, eq } from 'drizzle-orm';
import { LEARNING_MESSAGES, type TCourse, type TLearningCategory, type TLesson } from '../../../shared/learning';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { toCategory, toCourse, toLesson } from './learning.mapping';
import {
  learningCategories as categories,
  learningCourses as courses,
  learningLessons as lessons,
} from './learning.schema';

/*
 * The admin area's view of the catalogue: drafts and inactive categories included, which members never
 * see. As in learning.admin.ts, the caller's route checks the permission.
 */

export async function listAllCategories(db: Db): Promise<TLearningCategory[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.map(toCategory);
}

/** Every course with its category; `lessons_count` counts drafts too, since admins edit them. */
export async function listAllCourses(db: Db): Promise<TCourse[]> {
  const [rows, counts] = await Promise.all([
    db
      .select({ course: courses, category: categories })
      .from(courses)
      .leftJoin(categories, eq(courses.categoryId, categories.id))
      .orderBy(asc(courses.sortOrder), asc(courses.createdAt)),
    db.select({ courseId: lessons.courseId, n: count() }).from(lessons).groupBy(lessons.courseId),
  ]);
  const byCourse = new Map(counts.map((c) => [c.courseId, c.n]));
  return rows.map((r) => toCourse(r.course, r.category, byCourse.get(r.course.id) ?? 0));
}

/** Every lesson, or one course's, in course order. */
export async function listAllLessons(db: Db, courseId?: string): Promise<TLesson[]> {
  const query = db.select().from(lessons);
  const rows = await (courseId ? query.where(eq(lessons.courseId, courseId)) : query).orderBy(
    asc(lessons.courseId),
    asc(lessons.sortOrder),
    asc(lessons.createdAt),
  );
  return rows.map(toLesson);
}

/** The admin dashboard's stat cards. */
export async function catalogCounts(db: Db): Promise<{ courses: number; lessons: number }> {
  const [[c], [l]] = await Promise.all([
    db.select({ n: count() }).from(courses),
    db.select({ n: count() }).from(lessons),
  ]);
  return { courses: c?.n ?? 0, lessons: l?.n ?? 0 };
}

/** Members' progress in it goes too (foreign keys); returns the deleted lesson for the audit log. */
export async function deleteLesson(db: Db, id: string): Promise<TLesson> {
  const [row] = await db.delete(lessons).where(eq(lessons.id, id)).returning();
  if (!row) throw notFound(LEARNING_MESSAGES.lessonNotFound);
  return toLesson(row);
}
