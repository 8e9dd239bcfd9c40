import { Hono } from 'hono';
import { ZBioEdit, ZBioEditParams, ZBioRequest } from '../../../shared/social-bios';
import { requireSession } from '../../auth/middleware';
import { generationResponse } from '../../ai/stream-response';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { editBio, generateBios, listBios } from './social-bios.service';

const routes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await listBios({ db: c.var.deps.db, userId: c.var.user.id })))
  .post('/', validate('json', ZBioRequest), async (c) =>
    generationResponse(c, 201, (onPartial) =>
      generateBios({ deps: c.var.deps, userId: c.var.user.id, request: c.req.valid('json'), onPartial }),
    ),
  )
  .patch('/:platform/bios/:index', validate('param', ZBioEditParams), validate('json', ZBioEdit), async (c) => {
    const { platform, index } = c.req.valid('param');
    const { bio } = c.req.valid('json');
    return c.json(await editBio({ db: c.var.deps.db, userId: c.var.user.id, platform, index, bio }));
  });

export const socialBiosApi = new Hono<AppEnv>().route('/social-bios', routes);
