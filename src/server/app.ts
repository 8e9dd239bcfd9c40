import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { aiRoutes } from './ai/ai.routes';
import { authRoutes } from './auth/auth.routes';
import type { AppDeps, AppEnv } from './context';
import {
  contentPlanRoutes,
  contentStrategyRoutes,
  sharedPlanRoutes,
} from './features/content-strategy/content-strategy.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { missionRoutes } from './features/mission/mission.routes';
import { newsletterRoutes } from './features/newsletter/newsletter.routes';
import { nicheDiscoveryRoutes } from './features/niche-discovery/niche-discovery.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { socialBiosRoutes } from './features/social-bios/social-bios.routes';
import { usageRoutes } from './features/usage/usage.routes';
import { BODY_LIMIT_BYTES, handleError, mountClient, requestLog, securityHeaders } from './http';

export interface AppOptions {
  /** Built client to serve; omitted in API tests. */
  clientDir?: string;
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(requestLog);
  app.use(securityHeaders);
  app.use(
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) => c.json({ error: 'The request body is too large: the limit is 1 MB.' }, 413),
    }),
  );

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await deps.ping();
      return c.json({ status: 'ready' });
    } catch {
      return c.json({ error: 'The database is not answering yet.' }, 503);
    }
  });

  const api = app
    .basePath('/api')
    .route('/auth', authRoutes)
    .route('/ai', aiRoutes)
    .route('/profile', profileRoutes)
    .route('/usage', usageRoutes)
    .route('/newsletter', newsletterRoutes)
    .route('/dashboard', dashboardRoutes)
    .route('/missions', missionRoutes)
    .route('/social-bios', socialBiosRoutes)
    .route('/niche-discoveries', nicheDiscoveryRoutes)
    .route('/content-strategy', contentStrategyRoutes)
    .route('/content-plans', contentPlanRoutes)
    .route('/shared-plans', sharedPlanRoutes);

  app.notFound((c) =>
    c.req.path.startsWith('/api')
      ? c.json({ error: `There is no API endpoint ${c.req.method} ${c.req.path}.` }, 404)
      : c.text('Not found', 404),
  );
  app.onError(handleError);
  if (options.clientDir) mountClient(app, options.clientDir);
  return { app, api };
}

export type AppType = ReturnType<typeof createApp>['api'];
