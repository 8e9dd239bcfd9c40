import type { TCourse, TCourseProgress, TLearningCategory, TLesson, TLessonProgress } from '../../../shared/learning';
import type {
  learningCategories,
  learningCourses,
  learningLessons,
  userCourseProgress,
  userLessonProgress,
} from './learning.schema';

/* Rows to the spec's snake_case records (docs/product/learning.md). */

export const toCategory = (r: typeof learningCategories.$inferSelect): TLearningCategory => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  description: r.description,
  icon: r.icon,
  color_code: r.colorCode,
  is_active: r.isActive,
  sort_order: r.sortOrder,
});

export const toCourse = (
  r: typeof learningCourses.$inferSelect,
  category: typeof learningCategories.$inferSelect | null,
  lessonsCount: number,
): TCourse => ({
  id: r.id,
  title: r.title,
  description: r.description,
  slug: r.slug,
  category_id: r.categoryId,
  difficulty_level: r.difficultyLevel,
  estimated_duration: r.estimatedDuration,
  is_published: r.isPublished,
  is_premium: r.isPremium,
  thumbnail_url: r.thumbnailUrl,
  tags: r.tags && r.tags.length > 0 ? r.tags : null,
  sort_order: r.sortOrder,
  lessons_count: lessonsCount,
  category: category ? toCategory(category) : null,
});

export const toLesson = (r: typeof learningLessons.$inferSelect): TLesson => ({
  id: r.id,
  course_id: r.courseId,
  title: r.title,
  description: r.description,
  video_url: r.videoUrl,
  video_duration: r.videoDuration,
  transcript: r.transcript,
  sort_order: r.sortOrder,
  is_published: r.isPublished,
  is_preview: r.isPreview,
  resources: r.resources,
});

export const toCourseProgress = (r: typeof userCourseProgress.$inferSelect): TCourseProgress => ({
  course_id: r.courseId,
  progress_percentage: r.progressPercentage,
  completed_at: r.completedAt?.toISOString() ?? null,
  last_accessed_lesson_id: r.lastAccessedLessonId,
  total_watch_time: r.totalWatchTime,
  started_at: r.createdAt.toISOString(),
});

export const toLessonProgress = (r: typeof userLessonProgress.$inferSelect): TLessonProgress => ({
  lesson_id: r.lessonId,
  course_id: r.courseId,
  watch_time: r.watchTime,
  is_completed: r.isCompleted,
  completed_at: r.completedAt?.toISOString() ?? null,
});
