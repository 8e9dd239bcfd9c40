import { Hono } from 'hono';
import { ZLeadMagnetId, ZLeadMagnetInput } from '../../../shared/lead-magnets';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { deleteLeadMagnet, generateLeadMagnet, getLeadMagnet, listLeadMagnets } from './lead-magnet.service';

const routes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await listLeadMagnets({ db: c.var.deps.db, userId: c.var.user.id })))
  .post('/', validate('json', ZLeadMagnetInput), async (c) =>
    c.json(await generateLeadMagnet({ deps: c.var.deps, userId: c.var.user.id, request: c.req.valid('json') }), 201),
  )
  .get('/:id', validate('param', ZLeadMagnetId), async (c) =>
    c.json(await getLeadMagnet({ db: c.var.deps.db, userId: c.var.user.id, id: c.req.valid('param').id })),
  )
  .delete('/:id', validate('param', ZLeadMagnetId), async (c) => {
    await deleteLeadMagnet({ db: c.var.deps.db, userId: c.var.user.id, id: c.req.valid('param').id });
    return c.json({ ok: true });
  });

export const leadMagnetsApi = new Hono<AppEnv>().route('/lead-magnets', routes);
