import { Hono } from 'hono';
import { type TNewsletterSubscribed, ZNewsletterSubscribe } from '../../../shared/newsletter';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { subscribe } from './newsletter.service';

const routes = new Hono<AppEnv>().post('/', validate('json', ZNewsletterSubscribe), async (c) => {
  const created = await subscribe({ db: c.var.deps.db, email: c.req.valid('json').email });
  const body: TNewsletterSubscribed = { subscribed: true };
  return c.json(body, created ? 201 : 200);
});

export const newsletterApi = new Hono<AppEnv>().route('/newsletter', routes);
