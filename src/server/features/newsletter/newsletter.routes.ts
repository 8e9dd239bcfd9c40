import { Hono } from 'hono';
import { type TNewsletterSubscribed, ZNewsletterConfirm, ZNewsletterSubscribe } from '../../../shared/newsletter';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { confirm, subscribe } from './newsletter.service';

const routes = new Hono<AppEnv>()
  .post('/', validate('json', ZNewsletterSubscribe), async (c) => {
    await subscribe(c.var.deps, c.req.valid('json').email);
    // One status and body for a new, a pending and a confirmed address, so the list cannot be probed.
    const body: TNewsletterSubscribed = { check_inbox: true };
    return c.json(body, 202);
  })
  .post('/confirm', validate('json', ZNewsletterConfirm), async (c) =>
    c.json(await confirm(c.var.deps, c.req.valid('json').token)),
  );

export const newsletterApi = new Hono<AppEnv>().route('/newsletter', routes);
