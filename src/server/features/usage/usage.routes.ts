import { Hono } from 'hono';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { getUsage } from '../../quota/quota.service';

const routes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await getUsage({ db: c.var.deps.db, userId: c.var.user.id })));

export const usageApi = new Hono<AppEnv>().route('/usage', routes);
