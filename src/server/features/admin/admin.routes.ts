import { Hono } from 'hono';
import {
  ZActivityFilter,
  ZAdminCategoryInput,
  ZAdminCategoryPatch,
  ZAdminCourseInput,
  ZAdminCoursePatch,
  ZAdminLessonInput,
  ZAdminLessonPatch,
  ZIdParam,
  ZLessonsQuery,
  ZRoleInput,
  ZUserParam,
  ZUsersQuery,
} from '../../../shared/admin';
import { ZInsightsChartParam, ZInsightsQuery, resolveInsightsRange } from '../../../shared/admin-insights';
import { ZAdminOptinPagesQuery } from '../../../shared/audience';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { listAllPages } from '../audience';
import { listAllCategories, listAllCourses, listAllLessons } from '../learning';
import { adminAccess, requireAdminLevel } from './admin.access';
import { activityCsv, listActivity } from './admin.audit';
import { adminDashboard } from './admin.dashboard';
import { insightsChart, insightsCsv } from './admin.insights';
import {
  addCategory,
  addCourse,
  addLesson,
  editCategory,
  editCourse,
  editLesson,
  removeCategory,
  removeCourse,
  removeLesson,
} from './admin.learning';
import { adminSettings, testConnection } from './admin.settings';
import { assignRole, listUsers, removeRole, userStats } from './admin.users';
import { campaignRoutes } from './campaigns.routes';
import { unpublishOptinPage } from './optin-pages.manage';

const view = requireAdminLevel('view');
const manage = requireAdminLevel('manage');
const roles = requireAdminLevel('roles');

const actor = (c: { var: AppEnv['Variables'] }) => ({ db: c.var.deps.db, userId: c.var.user.id });

/** Any signed-in user may ask what they may open; the answer hides nothing they could not see anyway. */
const accessRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await adminAccess(c.var.deps.db, c.var.user.id)));

/*
 * Every route checks the role on the server. The router-wide `view` denies anyone without a role by
 * default, so a route added without its own check is still closed to members; each route then names
 * the level it needs.
 */
const routes = new Hono<AppEnv>()
  .use(requireSession, view)
  .get('/dashboard', view, async (c) => {
    const access = await adminAccess(c.var.deps.db, c.var.user.id);
    return c.json(await adminDashboard(c.var.deps.db, c.var.user.id, access.role ?? 'moderator'));
  })
  .get('/users', view, validate('query', ZUsersQuery), async (c) =>
    c.json(await listUsers(c.var.deps.db, c.req.valid('query'))),
  )
  .get('/users/stats', view, async (c) => c.json(await userStats(c.var.deps.db)))
  .put('/users/:userId/role', roles, validate('param', ZUserParam), validate('json', ZRoleInput), async (c) =>
    c.json(await assignRole(actor(c), c.req.valid('param').userId, c.req.valid('json').role)),
  )
  .delete('/users/:userId/role', roles, validate('param', ZUserParam), async (c) =>
    c.json(await removeRole(actor(c), c.req.valid('param').userId)),
  )
  .get('/learning/categories', manage, async (c) => c.json(await listAllCategories(c.var.deps.db)))
  .post('/learning/categories', manage, validate('json', ZAdminCategoryInput), async (c) =>
    c.json(await addCategory(actor(c), c.req.valid('json')), 201),
  )
  .patch(
    '/learning/categories/:id',
    manage,
    validate('param', ZIdParam),
    validate('json', ZAdminCategoryPatch),
    async (c) => c.json(await editCategory(actor(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/learning/categories/:id', manage, validate('param', ZIdParam), async (c) =>
    c.json(await removeCategory(actor(c), c.req.valid('param').id)),
  )
  .get('/learning/courses', manage, async (c) => c.json(await listAllCourses(c.var.deps.db)))
  .post('/learning/courses', manage, validate('json', ZAdminCourseInput), async (c) =>
    c.json(await addCourse(actor(c), c.req.valid('json')), 201),
  )
  .patch('/learning/courses/:id', manage, validate('param', ZIdParam), validate('json', ZAdminCoursePatch), async (c) =>
    c.json(await editCourse(actor(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/learning/courses/:id', manage, validate('param', ZIdParam), async (c) =>
    c.json(await removeCourse(actor(c), c.req.valid('param').id)),
  )
  .get('/learning/lessons', manage, validate('query', ZLessonsQuery), async (c) =>
    c.json(await listAllLessons(c.var.deps.db, c.req.valid('query').courseId)),
  )
  .post('/learning/lessons', manage, validate('json', ZAdminLessonInput), async (c) =>
    c.json(await addLesson(actor(c), c.req.valid('json')), 201),
  )
  .patch('/learning/lessons/:id', manage, validate('param', ZIdParam), validate('json', ZAdminLessonPatch), async (c) =>
    c.json(await editLesson(actor(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/learning/lessons/:id', manage, validate('param', ZIdParam), async (c) =>
    c.json(await removeLesson(actor(c), c.req.valid('param').id)),
  )
  .get('/settings', manage, async (c) => c.json(await adminSettings(c.var.deps.db, c.var.deps.config)))
  .post('/settings/test-connection', manage, async (c) =>
    c.json(await testConnection(c.var.deps.db, c.var.deps.config, c.var.user.id)),
  )
  .get('/activity', manage, validate('query', ZActivityFilter), async (c) =>
    c.json(await listActivity(c.var.deps.db, c.req.valid('query'))),
  )
  .get('/activity/export', manage, validate('query', ZActivityFilter), async (c) => {
    const csv = await activityCsv(c.var.deps.db, c.req.valid('query'));
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="admin-activity-${day}.csv"`,
    });
  })
  .get('/insights/:chart', view, validate('param', ZInsightsChartParam), validate('query', ZInsightsQuery), async (c) =>
    c.json(await insightsChart(c.var.deps.db, c.req.valid('param').chart, resolveInsightsRange(c.req.valid('query')))),
  )
  .get(
    '/insights/:chart/export',
    view,
    validate('param', ZInsightsChartParam),
    validate('query', ZInsightsQuery),
    async (c) => {
      const range = resolveInsightsRange(c.req.valid('query'));
      const { csv, filename } = await insightsCsv(c.var.deps.db, c.req.valid('param').chart, range);
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${filename}"`,
      });
    },
  )
  .get('/optin-pages', view, validate('query', ZAdminOptinPagesQuery), async (c) =>
    c.json(await listAllPages(c.var.deps.db, c.req.valid('query'))),
  )
  .post('/optin-pages/:id/unpublish', manage, validate('param', ZIdParam), async (c) =>
    c.json(await unpublishOptinPage(actor(c), c.req.valid('param').id)),
  )
  .route('/campaigns', campaignRoutes);

export const adminApi = new Hono<AppEnv>().route('/admin-access', accessRoutes).route('/admin', routes);
