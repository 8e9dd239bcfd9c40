import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { aiRoutes } from './ai/ai.routes';
import { authRoutes } from './auth/auth.routes';
import { compression } from './compression';
import type { AppDeps, AppEnv } from './context';
import { mountFeatures } from './feature';
import { bodyLimitGuard, crossSiteGuard, textGuard } from './request-guards';
import { requestScope } from './request-scope';
import { FEATURES } from './features';
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
  app.use(compression);
  app.use(securityHeaders(deps.config.appUrl));
  app.use(bodyLimitGuard(BODY_LIMIT_BYTES, 'The request body is too large: the limit is 1 MB.'));
  app.use('/api/*', crossSiteGuard, textGuard, requestScope);

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await deps.ping();
      return c.json({ status: 'ready' });
    } catch {
      return c.json({ error: 'The database is not answering yet.' }, 503);
    }
  });

  const api = mountFeatures(app.basePath('/api').route('/auth', authRoutes).route('/ai', aiRoutes), FEATURES);

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
