import { Hono } from 'hono';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { getDashboard } from './dashboard.service';

const routes = new Hono<AppEnv>().use(requireSession).get('/', async (c) => {
  const { db, logger, dashboard } = c.var.deps;
  return c.json(await getDashboard({ db, userId: c.var.user.id, logger, sources: dashboard.list() }));
});

export const dashboardApi = new Hono<AppEnv>().route('/dashboard', routes);
