import { Hono } from 'hono';
import { z } from 'zod';
import { ZCourseParam, ZLessonParam, ZLessonProgressInput } from '../../../shared/learning';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { notFound } from '../../errors';
import { validate } from '../../validate';
import { courseDetail, learningOverview } from './learning.catalog';
import { MEDIA_NAME, mediaResponse } from './learning.media';
import { saveLessonProgress, startCourse, visitLesson } from './learning.progress';

const ZMediaParam = z.object({ file: z.string().regex(MEDIA_NAME, { error: 'There is no such video.' }) });

const routes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await learningOverview({ db: c.var.deps.db, userId: c.var.user.id })))
  .get('/courses/:courseId', validate('param', ZCourseParam), async (c) =>
    c.json(await courseDetail({ db: c.var.deps.db, userId: c.var.user.id, ...c.req.valid('param') })),
  )
  .post('/courses/:courseId/start', validate('param', ZCourseParam), async (c) =>
    c.json(await startCourse({ db: c.var.deps.db, userId: c.var.user.id, ...c.req.valid('param') })),
  )
  .post('/courses/:courseId/lessons/:lessonId/visit', validate('param', ZLessonParam), async (c) =>
    c.json(await visitLesson({ db: c.var.deps.db, userId: c.var.user.id, ...c.req.valid('param') })),
  )
  .put(
    '/courses/:courseId/lessons/:lessonId/progress',
    validate('param', ZLessonParam),
    validate('json', ZLessonProgressInput),
    async (c) =>
      c.json(
        await saveLessonProgress({
          db: c.var.deps.db,
          userId: c.var.user.id,
          ...c.req.valid('param'),
          input: c.req.valid('json'),
        }),
      ),
  )
  .get('/media/:file', validate('param', ZMediaParam), async (c) => {
    const res = await mediaResponse(c.req.valid('param').file, c.req.header('range'));
    if (!res) throw notFound('There is no such video.');
    return res;
  });

export const learningApi = new Hono<AppEnv>().route('/learning', routes);
