import { Hono } from 'hono';
import { NEWSLETTER_RATE, newsletterRateLimited } from '../../../shared/limits';
import { type TNewsletterSubscribed, ZNewsletterConfirm, ZNewsletterSubscribe } from '../../../shared/newsletter';
import { clientAddress } from '../../client-address';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import { hitRateLimit } from '../../rate-limit';
import { validate } from '../../validate';
import { confirm, subscribe } from './newsletter.service';

const routes = new Hono<AppEnv>()
  .post('/', validate('json', ZNewsletterSubscribe), async (c) => {
    const { db, config } = c.var.deps;
    const ip = clientAddress(c, config.trustProxy);
    if (ip) {
      // Counted before the address is looked at, so the refusal says nothing about any address.
      const verdict = await hitRateLimit(db, `newsletter:ip:${ip}`, NEWSLETTER_RATE.perClient);
      if (!verdict.allowed) {
        const wait = verdict.retryAfterSeconds;
        throw new AppError(429, newsletterRateLimited(Math.ceil(wait / 60)), 'RATE_LIMITED', {
          retryAfterSeconds: wait,
        });
      }
    }
    await subscribe(c.var.deps, c.req.valid('json').email);
    // One status and body for a new, a pending and a confirmed address, so the list cannot be probed.
    const body: TNewsletterSubscribed = { check_inbox: true };
    return c.json(body, 202);
  })
  .post('/confirm', validate('json', ZNewsletterConfirm), async (c) =>
    c.json(await confirm(c.var.deps, c.req.valid('json').token)),
  );

export const newsletterApi = new Hono<AppEnv>().route('/newsletter', routes);
