import { Hono } from 'hono';
import { type TNewsletterSubscribed, ZNewsletterSubscribe } from '../../../shared/newsletter';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { subscribe } from './newsletter.service';

export const newsletterRoutes = new Hono<AppEnv>().post('/', validate('json', ZNewsletterSubscribe), async (c) => {
  const created = await subscribe(c.var.deps.db, c.req.valid('json').email);
  const body: TNewsletterSubscribed = { subscribed: true };
  return c.json(body, created ? 201 : 200);
});
