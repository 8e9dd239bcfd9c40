import { Hono } from 'hono';
import { z } from 'zod';
import { ZNicheInput } from '../../../shared/niche-discovery';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { deleteDiscovery, discoverNiche, getDiscovery, listDiscoveries } from './niche-discovery.service';

const ZId = z.object({ id: z.uuid({ error: 'That niche discovery does not exist.' }) });

export const nicheDiscoveryRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await listDiscoveries(c.var.deps.db, c.var.user.id)))
  .post('/', validate('json', ZNicheInput), async (c) =>
    c.json(await discoverNiche(c.var.deps, c.var.user.id, c.req.valid('json')), 201),
  )
  .get('/:id', validate('param', ZId), async (c) =>
    c.json(await getDiscovery(c.var.deps.db, c.var.user.id, c.req.valid('param').id)),
  )
  .delete('/:id', validate('param', ZId), async (c) => {
    await deleteDiscovery(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.json({ ok: true });
  });
