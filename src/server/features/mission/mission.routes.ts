import { Hono } from 'hono';
import { ZMissionId, ZMissionInput } from '../../../shared/mission';
import { generationResponse } from '../../ai/stream-response';
import type { AppEnv } from '../../context';
import { ownerRoutes, scopeOf, withSavedResultRoutes } from '../../saved-results';
import { validate } from '../../validate';
import { generateMission, savedMissions } from './mission.service';

const routes = withSavedResultRoutes(
  ownerRoutes().post('/', validate('json', ZMissionInput), async (c) =>
    generationResponse(c, 201, (onPartial) =>
      generateMission({ deps: c.var.deps, userId: scopeOf(c).userId, request: c.req.valid('json'), onPartial }),
    ),
  ),
  savedMissions,
  ZMissionId,
);

export const missionApi = new Hono<AppEnv>().route('/missions', routes);
