import { Hono } from 'hono';
import { ZLeadMagnetId, ZLeadMagnetInput } from '../../../shared/lead-magnets';
import type { AppEnv } from '../../context';
import { ownerRoutes, scopeOf, withSavedResultRoutes } from '../../saved-results';
import { validate } from '../../validate';
import { generateLeadMagnet, savedLeadMagnets } from './lead-magnet.service';

const routes = withSavedResultRoutes(
  ownerRoutes().post('/', validate('json', ZLeadMagnetInput), async (c) =>
    c.json(
      await generateLeadMagnet({ deps: c.var.deps, userId: scopeOf(c).userId, request: c.req.valid('json') }),
      201,
    ),
  ),
  savedLeadMagnets,
  ZLeadMagnetId,
);

export const leadMagnetsApi = new Hono<AppEnv>().route('/lead-magnets', routes);
