import { Hono } from 'hono';
import { ZNicheDiscoveryId, ZNicheInput } from '../../../shared/niche-discovery';
import type { AppEnv } from '../../context';
import { ownerRoutes, scopeOf, withSavedResultRoutes } from '../../saved-results';
import { validate } from '../../validate';
import { discoverNiche, savedDiscoveries } from './niche-discovery.service';

const routes = withSavedResultRoutes(
  ownerRoutes().post('/', validate('json', ZNicheInput), async (c) =>
    c.json(await discoverNiche({ deps: c.var.deps, userId: scopeOf(c).userId, request: c.req.valid('json') }), 201),
  ),
  savedDiscoveries,
  ZNicheDiscoveryId,
);

export const nicheDiscoveryApi = new Hono<AppEnv>().route('/niche-discoveries', routes);
