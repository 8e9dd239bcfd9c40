import { Hono } from 'hono';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { getDashboard } from './dashboard.service';

export const dashboardRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await getDashboard(c.var.deps.db, c.var.user.id, c.var.deps.logger)));
