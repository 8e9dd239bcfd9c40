import { Hono } from 'hono';
import { ZLeadMagnetId, ZLeadMagnetInput } from '../../../shared/lead-magnets';
import { generationResponse } from '../../ai/stream-response';
import type { AppEnv } from '../../context';
import { ownerRoutes, scopeOf, withSavedResultRoutes } from '../../saved-results';
import { validate } from '../../validate';
import { generateLeadMagnet, savedLeadMagnets } from './lead-magnet.service';

const routes = withSavedResultRoutes(
  ownerRoutes().post('/', validate('json', ZLeadMagnetInput), async (c) =>
    generationResponse(c, 201, (onPartial) =>
      generateLeadMagnet({ deps: c.var.deps, userId: scopeOf(c).userId, request: c.req.valid('json'), onPartial }),
    ),
  ),
  savedLeadMagnets,
  ZLeadMagnetId,
);

export const leadMagnetsApi = new Hono<AppEnv>().route('/lead-magnets', routes);
