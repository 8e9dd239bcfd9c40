import { Hono } from 'hono';
import { ZBioRequest } from '../../../shared/social-bios';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { generateBios, listBios } from './social-bios.service';

export const socialBiosRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await listBios(c.var.deps.db, c.var.user.id)))
  .post('/', validate('json', ZBioRequest), async (c) =>
    c.json(await generateBios(c.var.deps, c.var.user.id, c.req.valid('json')), 201),
  );
