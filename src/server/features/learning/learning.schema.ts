import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TDifficulty, TLessonResource } from '../../../shared/learning';
import { user } from '../../db/schema/auth';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** docs/product/learning.md; categories are active when created. */
export const learningCategories = pgTable('learning_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  icon: text('icon').notNull().default('folder'),
  colorCode: text('color_code').notNull().default('#6366f1'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

/** Courses are drafts until published; deleting a category leaves its courses without one. */
export const learningCourses = pgTable(
  'learning_courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    slug: text('slug').notNull().unique(),
    categoryId: uuid('category_id').references(() => learningCategories.id, { onDelete: 'set null' }),
    difficultyLevel: text('difficulty_level').$type<TDifficulty>().notNull().default('beginner'),
    /** Minutes. */
    estimatedDuration: integer('estimated_duration').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    thumbnailUrl: text('thumbnail_url'),
    tags: jsonb('tags').$type<string[]>(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('learning_courses_difficulty_check', sql`${t.difficultyLevel} in ('beginner', 'intermediate', 'advanced')`),
    index('learning_courses_category_idx').on(t.categoryId),
  ],
);

/** Deleting a course deletes its lessons (the confirmation of docs/product/learning.md says so). */
export const learningLessons = pgTable(
  'learning_lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => learningCourses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    videoUrl: text('video_url'),
    /** Seconds. */
    videoDuration: integer('video_duration').notNull().default(0),
    transcript: text('transcript'),
    sortOrder: integer('sort_order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(false),
    isPreview: boolean('is_preview').notNull().default(false),
    resources: jsonb('resources').$type<TLessonResource[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('learning_lessons_course_idx').on(t.courseId, t.sortOrder)],
);

/** One row per enrolled member and course: the row's existence is the enrolment (docs/product/learning.md). */
export const userCourseProgress = pgTable(
  'user_course_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => learningCourses.id, { onDelete: 'cascade' }),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastAccessedLessonId: uuid('last_accessed_lesson_id').references(() => learningLessons.id, {
      onDelete: 'set null',
    }),
    /** Seconds. */
    totalWatchTime: integer('total_watch_time').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_course_progress_user_course_idx').on(t.userId, t.courseId),
    // The admin insights: courses started and completed per day, and members active (a lesson opened).
    index('user_course_progress_created_idx').on(t.createdAt, t.userId),
    index('user_course_progress_updated_idx').on(t.updatedAt, t.userId),
    index('user_course_progress_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.completedAt} is not null`),
  ],
);

export const userLessonProgress = pgTable(
  'user_lesson_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => learningLessons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => learningCourses.id, { onDelete: 'cascade' }),
    /** Seconds. */
    watchTime: integer('watch_time').notNull().default(0),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_lesson_progress_user_lesson_idx').on(t.userId, t.lessonId),
    index('user_lesson_progress_user_course_idx').on(t.userId, t.courseId),
    // The admin insights: lessons completed per day, and members active (a lesson progressed).
    index('user_lesson_progress_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.completedAt} is not null`),
    index('user_lesson_progress_updated_idx').on(t.updatedAt, t.userId),
  ],
);
