import { Hono } from 'hono';
import { ZNicheDiscoveryId, ZNicheInput } from '../../../shared/niche-discovery';
import { generationResponse } from '../../ai/stream-response';
import type { AppEnv } from '../../context';
import { ownerRoutes, scopeOf, withSavedResultRoutes } from '../../saved-results';
import { validate } from '../../validate';
import { discoverNiche, savedDiscoveries } from './niche-discovery.service';

const routes = withSavedResultRoutes(
  ownerRoutes().post('/', validate('json', ZNicheInput), async (c) =>
    generationResponse(c, 201, (onPartial) =>
      discoverNiche({ deps: c.var.deps, userId: scopeOf(c).userId, request: c.req.valid('json'), onPartial }),
    ),
  ),
  savedDiscoveries,
  ZNicheDiscoveryId,
);

export const nicheDiscoveryApi = new Hono<AppEnv>().route('/niche-discoveries', routes);
