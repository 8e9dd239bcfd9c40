import { Hono } from 'hono';
import { SUBSCRIBER_IMPORT_BODY_BYTES, SUBSCRIBER_MESSAGES } from '../shared/audience-subscribers';
import { requestId } from 'hono/request-id';
import { aiRoutes } from './ai/ai.routes';
import { authRoutes } from './auth/auth.routes';
import { compression } from './compression';
import type { AppDeps, AppEnv } from './context';
import { mountFeatures } from './feature';
import { bodyLimitByPath, bodyLimitGuard, crossSiteGuard, textGuard } from './request-guards';
import { requestScope } from './request-scope';
import { FEATURES } from './features';
import { publicApi } from './features/api-access';
import { mcpApi } from './features/api-access/assistant.mcp';
import { BODY_LIMIT_BYTES, handleError, mountClient, requestLog, securityHeaders } from './http';

/** Routes whose JSON body carries a whole file's text (a subscriber import), with their own limit. */
const importLimit = bodyLimitGuard(SUBSCRIBER_IMPORT_BODY_BYTES, SUBSCRIBER_MESSAGES.fileTooLarge);
const LARGE_BODIES = new Map([
  ['/api/audience/subscribers/import', importLimit],
  ['/api/audience/subscribers/import/preview', importLimit],
]);

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
  app.use(
    bodyLimitByPath(
      bodyLimitGuard(BODY_LIMIT_BYTES, 'The request body is too large: the limit is 1 MB.'),
      LARGE_BODIES,
    ),
  );
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

  app.route('/api/v1', publicApi(FEATURES.flatMap((f) => f.program ?? [])));
  app.route('/', mcpApi(FEATURES.flatMap((f) => f.program ?? [])));
  const api = mountFeatures(app.basePath('/api').route('/auth', authRoutes).route('/ai', aiRoutes), FEATURES);

  for (const feature of FEATURES) if (feature.site) app.route('/', feature.site);

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
