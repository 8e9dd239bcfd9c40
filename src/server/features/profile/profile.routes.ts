import { Hono } from 'hono';
import { ZProfileUpdate } from '../../../shared/profile';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { getProfile, updateProfile } from './profile.service';

export const profileRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await getProfile(c.var.deps.db, c.var.user.id)))
  .patch('/', validate('json', ZProfileUpdate), async (c) =>
    c.json(await updateProfile(c.var.deps.db, c.var.user.id, c.req.valid('json'))),
  );
