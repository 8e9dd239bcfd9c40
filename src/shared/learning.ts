import { z } from 'zod';
import { zList, zOptionalText, zText } from './ai';
import { safeLink } from './site-path';

/** docs/product/learning.md: the course levels, in order, and the defaults of new rows. */
export const DIFFICULTY_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type TDifficulty = (typeof DIFFICULTY_LEVELS)[number];
export const DIFFICULTY_LABELS: Record<TDifficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};
export const CATEGORY_DEFAULTS = { icon: 'folder', colorCode: '#6366f1' } as const;

/** docs/product/learning.md: progress rules shared by the player and the server. */
export const LEARNING_RULES = {
  /** Watch time is saved only once the position is past this share of the video. */
  saveAfter: 0.1,
  /** A lesson counts as watched at this share, since embedded players do not always report the end. */
  completeAt: 0.9,
  /** How often the player reads the position, in milliseconds. */
  checkEveryMs: 1000,
  /** The skip buttons and the j/l keys move this many seconds. */
  skipSeconds: 10,
  /** Longest lesson the server accepts a watch time for: a day, in seconds. */
  maxSeconds: 86_400,
} as const;

export const LEARNING_MESSAGES = {
  courseNotFound: 'That course does not exist.',
  lessonNotFound: 'That lesson does not exist.',
  categoryNotFound: 'That category does not exist.',
  watchTimeTooLong: 'The watch time is longer than the lesson.',
  slugTaken: 'That slug is already used.',
} as const;

export interface TLearningCategory {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  icon: string;
  color_code: string;
  is_active: boolean;
  sort_order: number;
}

export interface TCourse {
  id: string;
  title: string;
  description: string | null;
  slug: string;
  category_id: string | null;
  difficulty_level: TDifficulty;
  /** Minutes. */
  estimated_duration: number;
  is_published: boolean;
  is_premium: boolean;
  thumbnail_url: string | null;
  /** Null when the course has none (docs/product/learning.md). */
  tags: string[] | null;
  sort_order: number;
  /** Published lessons only, for members. */
  lessons_count: number;
  category: TLearningCategory | null;
}

export interface TLessonResource {
  title: string;
  description?: string;
  url: string;
}

export interface TLesson {
  id: string;
  course_id: string;
  title: string;
  description: string | null;
  video_url: string | null;
  /** Seconds. */
  video_duration: number;
  transcript: string | null;
  sort_order: number;
  is_published: boolean;
  is_preview: boolean;
  resources: TLessonResource[];
}

export interface TCourseProgress {
  course_id: string;
  progress_percentage: number;
  completed_at: string | null;
  last_accessed_lesson_id: string | null;
  /** Seconds, the sum of the course's lesson watch times. */
  total_watch_time: number;
  started_at: string;
}

export interface TLessonProgress {
  lesson_id: string;
  course_id: string;
  /** Seconds: where the member stopped, and the full length once completed. */
  watch_time: number;
  is_completed: boolean;
  completed_at: string | null;
}

export interface TLearningStats {
  enrolled: number;
  completed: number;
  /** Total watch time / 3600, rounded (docs/product/learning.md). */
  total_hours: number;
}

/** GET /api/learning: what the learning dashboard shows. */
export interface TLearningOverview {
  categories: TLearningCategory[];
  courses: TCourse[];
  progress: TCourseProgress[];
  stats: TLearningStats;
}

/** GET /api/learning/courses/:courseId: one course with its published lessons and the member's progress. */
export interface TCourseDetail {
  course: TCourse;
  lessons: TLesson[];
  progress: TCourseProgress | null;
  lesson_progress: TLessonProgress[];
}

/** A lesson progress write answers with the lesson's and the course's new state. */
export interface TProgressResult {
  /** False when the position was not past 10% and nothing was written. */
  saved: boolean;
  /** True when this write completed the lesson (the player shows 'Lesson completed!'). */
  just_completed: boolean;
  lesson: TLessonProgress | null;
  course: TCourseProgress;
}

const idMessage = (what: string) => `That ${what} does not exist.`;
const zId = (what: string) => z.uuid({ error: idMessage(what) });

export const ZCourseParam = z.object({ courseId: zId('course') });
export const ZLessonParam = z.object({ courseId: zId('course'), lessonId: zId('lesson') });

const zSeconds = (label: string) =>
  z
    .number({ error: `${label} must be a number of seconds` })
    .finite({ error: `${label} must be a number of seconds` })
    .min(0, { error: `${label} cannot be negative` })
    .max(LEARNING_RULES.maxSeconds, { error: `${label} must be at most ${LEARNING_RULES.maxSeconds} seconds` });

/**
 * A lesson progress write. `duration` is the length the player measured, used when the lesson has none
 * on record; `completed` is the video's end or the 'Mark as complete' button.
 */
export const ZLessonProgressInput = z.strictObject({
  watchTime: zSeconds('Watch time'),
  duration: zSeconds('Duration').optional(),
  completed: z.boolean({ error: 'completed must be true or false' }).optional(),
});
export type TLessonProgressInput = z.infer<typeof ZLessonProgressInput>;

/* Admin inputs: the service functions the admin area calls. */

const zSlug = z
  .string({ error: 'Slug must be text' })
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Slug may hold only lower-case letters, digits and dashes' })
  .max(120, { error: 'Slug must be at most 120 characters' });
const zWhole = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(1_000_000, { error: `${label} is too large` });
const zUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2000, { error: `${label} must be at most 2000 characters` })
    .refine((v) => v === '' || safeLink(v) !== undefined, {
      error: `${label} must be a web address or a path on this site`,
    });

export const ZCategoryInput = z.strictObject({
  name: zText('Name', 120),
  slug: zSlug.optional(),
  description: zOptionalText('Description', 2000),
  icon: zOptionalText('Icon', 60),
  colorCode: z
    .string({ error: 'Colour must be text' })
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Colour must be a hex colour such as #6366f1' })
    .optional(),
  isActive: z.boolean().optional(),
  sortOrder: zWhole('Sort order').optional(),
});
export type TCategoryInput = z.infer<typeof ZCategoryInput>;

export const ZCourseInput = z.strictObject({
  title: zText('Title', 200),
  slug: zSlug.optional(),
  description: zOptionalText('Description', 5000),
  categoryId: z
    .uuid({ error: idMessage('category') })
    .nullable()
    .optional(),
  difficultyLevel: z.enum(DIFFICULTY_LEVELS, { error: 'Level must be beginner, intermediate or advanced' }).optional(),
  estimatedDuration: zWhole('Estimated duration').optional(),
  isPublished: z.boolean().optional(),
  isPremium: z.boolean().optional(),
  thumbnailUrl: zUrl('Thumbnail').optional(),
  tags: zList('Tags', zText('Tag', 40), 0, 20).nullable().optional(),
  sortOrder: zWhole('Sort order').optional(),
});
export type TCourseInput = z.infer<typeof ZCourseInput>;

const ZResource = z.strictObject({
  title: zText('Resource title', 200),
  description: zOptionalText('Resource description', 1000),
  url: zUrl('Resource link').refine((v) => v !== '', { error: 'Resource link must not be empty' }),
});

export const ZLessonInput = z.strictObject({
  courseId: z.uuid({ error: idMessage('course') }),
  title: zText('Title', 200),
  description: zOptionalText('Description', 5000),
  videoUrl: zUrl('Video link').optional(),
  videoDuration: zWhole('Video duration').optional(),
  transcript: zOptionalText('Transcript', 100_000),
  sortOrder: zWhole('Sort order').optional(),
  isPublished: z.boolean().optional(),
  isPreview: z.boolean().optional(),
  resources: zList('Resources', ZResource, 0, 30).optional(),
});
export type TLessonInput = z.infer<typeof ZLessonInput>;

/** Lower-case words joined by dashes, from any title; the fallback keeps the slug non-empty. */
export function slugify(text: string, fallback = 'item'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}
