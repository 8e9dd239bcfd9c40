import { Hono } from 'hono';
import { ZMissionInput, ZMissionId } from '../../../shared/mission';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { deleteMission, generateMission, getMission, listMissions } from './mission.service';

export const missionRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await listMissions(c.var.deps.db, c.var.user.id)))
  .post('/', validate('json', ZMissionInput), async (c) =>
    c.json(await generateMission(c.var.deps, c.var.user.id, c.req.valid('json')), 201),
  )
  .get('/:id', validate('param', ZMissionId), async (c) =>
    c.json(await getMission(c.var.deps.db, c.var.user.id, c.req.valid('param').id)),
  )
  .delete('/:id', validate('param', ZMissionId), async (c) => {
    await deleteMission(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.json({ ok: true });
  });
