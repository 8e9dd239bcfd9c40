import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { pagesRoutes } from './pages.routes';
import { subscribersRoutes } from './subscribers.routes';
import { sequencesRoutes } from './welcome-sequence.routes';

/** The audience feature's API; each part under its own prefix. */
export const audienceApi = new Hono<AppEnv>()
  .route('/audience/pages', pagesRoutes)
  .route('/audience/subscribers', subscribersRoutes)
  .route('/audience/sequences', sequencesRoutes);
