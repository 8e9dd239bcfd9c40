import { Hono } from 'hono';
import { ZApiTokenCreate, ZApiTokenId } from '../../../shared/api-access';
import type { AppEnv } from '../../context';
import { ownerRoutes, scopeOf } from '../../saved-results';
import { validate } from '../../validate';
import { createToken, listTokens, revokeToken } from './api-tokens.service';

/** The member's own tokens, managed from the profile with the app's session (never with a token). */
const routes = ownerRoutes()
  .get('/', async (c) => c.json(await listTokens(scopeOf(c))))
  .post('/', validate('json', ZApiTokenCreate), async (c) =>
    c.json(await createToken({ ...scopeOf(c), ...c.req.valid('json') }), 201),
  )
  .delete('/:id', validate('param', ZApiTokenId), async (c) => {
    await revokeToken({ ...scopeOf(c), id: c.req.valid('param').id });
    return c.json({ ok: true });
  });

export const apiTokensApi = new Hono<AppEnv>().route('/api-tokens', routes);
