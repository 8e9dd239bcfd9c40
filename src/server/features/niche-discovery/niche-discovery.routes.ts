import { Hono } from 'hono';
import { z } from 'zod';
import { ZNicheInput } from '../../../shared/niche-discovery';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { deleteDiscovery, discoverNiche, getDiscovery, listDiscoveries } from './niche-discovery.service';

const ZId = z.object({ id: z.uuid({ error: 'That niche discovery does not exist.' }) });

const routes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await listDiscoveries({ db: c.var.deps.db, userId: c.var.user.id })))
  .post('/', validate('json', ZNicheInput), async (c) =>
    c.json(await discoverNiche({ deps: c.var.deps, userId: c.var.user.id, request: c.req.valid('json') }), 201),
  )
  .get('/:id', validate('param', ZId), async (c) =>
    c.json(await getDiscovery({ db: c.var.deps.db, userId: c.var.user.id, id: c.req.valid('param').id })),
  )
  .delete('/:id', validate('param', ZId), async (c) => {
    await deleteDiscovery({ db: c.var.deps.db, userId: c.var.user.id, id: c.req.valid('param').id });
    return c.json({ ok: true });
  });

export const nicheDiscoveryApi = new Hono<AppEnv>().route('/niche-discoveries', routes);
