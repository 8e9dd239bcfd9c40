import { Hono } from 'hono';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { getUsage } from '../../quota/quota.service';

export const usageRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await getUsage(c.var.deps.db, c.var.user.id)));
