import { and, eq, like, ne, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  LEARNING_MESSAGES,
  slugify,
  type TCategoryInput,
  type TCourse,
  type TCourseInput,
  type TLearningCategory,
  type TLesson,
  type TLessonInput,
} from '../../../shared/learning';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../errors';
import { toCategory, toCourse, toLesson } from './learning.mapping';
import {
  learningCategories as categories,
  learningCourses as courses,
  learningLessons as lessons,
} from './learning.schema';

/*
 * What the admin area calls to build the catalogue. Permission checks belong to the caller's route;
 * these functions only keep the data consistent. Fields left out keep their defaults (docs/product/learning.md)
 * on create and their values on update.
 */

/** The asked-for slug (409 when taken), or one made from the title with a number added until it is free. */
async function freeSlug(
  db: Db,
  table: PgTable & { id: PgColumn; slug: PgColumn },
  wanted: string | undefined,
  title: string,
  ownId?: string,
): Promise<string> {
  const base = wanted ?? slugify(title, 'course');
  const notOwn = ownId ? ne(table.id, ownId) : undefined;
  const taken = await db
    .select({ slug: table.slug })
    .from(table)
    .where(and(or(eq(table.slug, base), like(table.slug, `${base}-%`)), notOwn));
  const used = new Set(taken.map((r) => r.slug as string));
  if (!used.has(base)) return base;
  if (wanted) throw conflict(LEARNING_MESSAGES.slugTaken);
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/*
 * Two admins (or one double click) can pick the same free slug at once; the unique index decides who
 * gets it. The insert claims the slug itself (ON CONFLICT DO NOTHING): a title's slug then moves on to
 * the next free number, as it would have a moment later, and an asked-for slug answers 409 as when it
 * was taken before. Each lost race means another row took a slug, so the attempts are bounded by the
 * number of creations racing.
 */
const SLUG_ATTEMPTS = 50;

async function insertWithFreeSlug<R>(
  db: Db,
  table: PgTable & { id: PgColumn; slug: PgColumn },
  wanted: string | undefined,
  title: string,
  insert: (slug: string) => Promise<R | undefined>,
): Promise<R> {
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
    const row = await insert(await freeSlug(db, table, wanted, title));
    if (row) return row;
    if (wanted) throw conflict(LEARNING_MESSAGES.slugTaken);
  }
  throw conflict(LEARNING_MESSAGES.slugTaken);
}

/** An edit's slug can lose the same race; it answers as a slug taken before would. */
async function slugClaimed<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(LEARNING_MESSAGES.slugTaken);
    throw err;
  }
}

const blankToNull = (v: string | undefined) => (v === undefined ? undefined : v || null);

/** Drizzle refuses an update with nothing to set; an edit that changes nothing is still an edit. */
const hasChanges = (values: Record<string, unknown>) => Object.values(values).some((v) => v !== undefined);

async function categoryOrNull(db: Db, id: string) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ?? null;
}

async function requireCategory(db: Db, id: string | null | undefined) {
  if (!id) return null;
  const row = await categoryOrNull(db, id);
  if (!row) throw notFound(LEARNING_MESSAGES.categoryNotFound);
  return row;
}

export async function createCategory(db: Db, input: TCategoryInput): Promise<TLearningCategory> {
  const row = await insertWithFreeSlug(db, categories, input.slug, input.name, async (slug) => {
    const [inserted] = await db
      .insert(categories)
      .values({
        name: input.name,
        slug,
        description: blankToNull(input.description),
        icon: input.icon || undefined,
        colorCode: input.colorCode,
        isActive: input.isActive,
        sortOrder: input.sortOrder,
      })
      .onConflictDoNothing({ target: categories.slug })
      .returning();
    return inserted;
  });
  return toCategory(row);
}

export async function updateCategory(db: Db, id: string, input: Partial<TCategoryInput>): Promise<TLearningCategory> {
  const current = await categoryOrNull(db, id);
  if (!current) throw notFound(LEARNING_MESSAGES.categoryNotFound);
  const slug = input.slug === undefined ? undefined : await freeSlug(db, categories, input.slug, current.name, id);
  const values = {
    name: input.name,
    slug,
    description: blankToNull(input.description),
    icon: input.icon,
    colorCode: input.colorCode,
    isActive: input.isActive,
    sortOrder: input.sortOrder,
  };
  if (!hasChanges(values)) return toCategory(current);
  const [row] = await slugClaimed(() => db.update(categories).set(values).where(eq(categories.id, id)).returning());
  return toCategory(row ?? current);
}

/** Its courses stay, without a category. */
export async function deleteCategory(db: Db, id: string): Promise<void> {
  const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  if (rows.length === 0) throw notFound(LEARNING_MESSAGES.categoryNotFound);
}

function courseValues(input: Partial<TCourseInput>) {
  return {
    title: input.title,
    description: blankToNull(input.description),
    categoryId: input.categoryId,
    difficultyLevel: input.difficultyLevel,
    estimatedDuration: input.estimatedDuration,
    isPublished: input.isPublished,
    isPremium: input.isPremium,
    thumbnailUrl: blankToNull(input.thumbnailUrl),
    // The spec sends an empty tag list as null.
    tags: input.tags === undefined ? undefined : input.tags && input.tags.length > 0 ? input.tags : null,
    sortOrder: input.sortOrder,
  };
}

async function adminCourse(db: Db, id: string): Promise<TCourse> {
  const [row] = await db
    .select({ course: courses, category: categories })
    .from(courses)
    .leftJoin(categories, eq(courses.categoryId, categories.id))
    .where(eq(courses.id, id));
  if (!row) throw notFound(LEARNING_MESSAGES.courseNotFound);
  const all = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, id));
  return toCourse(row.course, row.category, all.length);
}

export async function createCourse(db: Db, input: TCourseInput): Promise<TCourse> {
  await requireCategory(db, input.categoryId);
  const row = await insertWithFreeSlug(db, courses, input.slug, input.title, async (slug) => {
    const [inserted] = await db
      .insert(courses)
      .values({ ...courseValues(input), title: input.title, slug })
      .onConflictDoNothing({ target: courses.slug })
      .returning({ id: courses.id });
    return inserted;
  });
  return adminCourse(db, row.id);
}

export async function updateCourse(db: Db, id: string, input: Partial<TCourseInput>): Promise<TCourse> {
  const current = await adminCourse(db, id);
  await requireCategory(db, input.categoryId);
  const slug = input.slug === undefined ? undefined : await freeSlug(db, courses, input.slug, current.title, id);
  const values = { ...courseValues(input), slug };
  if (hasChanges(values)) await slugClaimed(() => db.update(courses).set(values).where(eq(courses.id, id)));
  return adminCourse(db, id);
}

/** Its lessons and every member's progress in it go too. */
export async function deleteCourse(db: Db, id: string): Promise<void> {
  const rows = await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
  if (rows.length === 0) throw notFound(LEARNING_MESSAGES.courseNotFound);
}

function lessonValues(input: Partial<TLessonInput>) {
  return {
    title: input.title,
    description: blankToNull(input.description),
    videoUrl: blankToNull(input.videoUrl),
    videoDuration: input.videoDuration,
    transcript: blankToNull(input.transcript),
    sortOrder: input.sortOrder,
    isPublished: input.isPublished,
    isPreview: input.isPreview,
    resources: input.resources?.map((r) => ({
      title: r.title,
      url: r.url,
      ...(r.description ? { description: r.description } : {}),
    })),
  };
}

export async function createLesson(db: Db, input: TLessonInput): Promise<TLesson> {
  await adminCourse(db, input.courseId);
  const [row] = await db
    .insert(lessons)
    .values({ ...lessonValues(input), title: input.title, courseId: input.courseId })
    .returning();
  if (!row) throw new Error('the lesson was not saved');
  return toLesson(row);
}

/** A lesson stays in its course: `courseId` is not changed here. */
export async function updateLesson(
  db: Db,
  id: string,
  input: Partial<Omit<TLessonInput, 'courseId'>>,
): Promise<TLesson> {
  const values = lessonValues(input);
  const [row] = hasChanges(values)
    ? await db.update(lessons).set(values).where(eq(lessons.id, id)).returning()
    : await db.select().from(lessons).where(eq(lessons.id, id));
  if (!row) throw notFound(LEARNING_MESSAGES.lessonNotFound);
  return toLesson(row);
}
