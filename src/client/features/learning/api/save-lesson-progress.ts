import type { TLessonProgressInput } from '../../../../shared/learning';
import { api, unwrap } from '@/lib/api-client';

interface Target {
  courseId: string;
  lessonId: string;
}

/** PUT /api/learning/courses/:courseId/lessons/:lessonId/progress: the player's report. */
export const saveLessonProgress = ({ courseId, lessonId }: Target, input: TLessonProgressInput) =>
  unwrap(
    api.learning.courses[':courseId'].lessons[':lessonId'].progress.$put({
      param: { courseId, lessonId },
      json: input,
    }),
  );

/**
 * The same write while the page goes away: `keepalive` lets it finish after the tab is hidden or closed,
 * where a normal request would be cancelled.
 */
export function saveLessonProgressOnExit({ courseId, lessonId }: Target, input: TLessonProgressInput): Promise<void> {
  const url = api.learning.courses[':courseId'].lessons[':lessonId'].progress.$url({ param: { courseId, lessonId } });
  return fetch(url, {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  }).then(
    () => undefined,
    () => undefined,
  );
}

/** POST .../visit: the lesson 'Continue Learning' opens next time. */
export const visitLesson = ({ courseId, lessonId }: Target) =>
  unwrap(api.learning.courses[':courseId'].lessons[':lessonId'].visit.$post({ param: { courseId, lessonId } }));
