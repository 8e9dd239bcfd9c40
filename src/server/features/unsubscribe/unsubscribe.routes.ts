import { Hono } from 'hono';
import { ZUnsubscribeToken } from '../../../shared/unsubscribe';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { resubscribe, subscription, unsubscribe } from './unsubscribe.service';

/**
 * /api/email: the unsubscribe link of every bulk mail, public (the signed token is the key). The POST
 * with `?token=` is also the List-Unsubscribe target a mail provider calls with
 * `List-Unsubscribe=One-Click` as its form body (RFC 8058); the body is not needed and not read.
 */
const routes = new Hono<AppEnv>()
  .get('/subscription', validate('query', ZUnsubscribeToken), async (c) =>
    c.json(await subscription(c.var.deps, c.req.valid('query').token)),
  )
  .post('/unsubscribe', validate('query', ZUnsubscribeToken), async (c) =>
    c.json(await unsubscribe(c.var.deps, c.req.valid('query').token)),
  )
  .post('/resubscribe', validate('json', ZUnsubscribeToken), async (c) =>
    c.json(await resubscribe(c.var.deps, c.req.valid('json').token)),
  );

export const unsubscribeApi = new Hono<AppEnv>().route('/email', routes);
