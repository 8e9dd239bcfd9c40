import { Hono } from 'hono';
import { requireSession } from '../auth/middleware';
import type { AppEnv } from '../context';
import { aiStatus } from './registry';

/** Tells screens what makes their results: a named model, or the offline composer. */
export const aiRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/status', (c) => c.json(aiStatus(c.var.deps.config.ai)));
