import { Hono } from 'hono';
import { ZMissionInput, ZMissionId } from '../../../shared/mission';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { deleteMission, generateMission, getMission, listMissions } from './mission.service';

const routes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await listMissions({ db: c.var.deps.db, userId: c.var.user.id })))
  .post('/', validate('json', ZMissionInput), async (c) =>
    c.json(await generateMission({ deps: c.var.deps, userId: c.var.user.id, request: c.req.valid('json') }), 201),
  )
  .get('/:id', validate('param', ZMissionId), async (c) =>
    c.json(await getMission({ db: c.var.deps.db, userId: c.var.user.id, id: c.req.valid('param').id })),
  )
  .delete('/:id', validate('param', ZMissionId), async (c) => {
    await deleteMission({ db: c.var.deps.db, userId: c.var.user.id, id: c.req.valid('param').id });
    return c.json({ ok: true });
  });

export const missionApi = new Hono<AppEnv>().route('/missions', routes);
