import { Hono } from 'hono';
import { ZProfileUpdate } from '../../../shared/profile';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { getProfile, updateProfile } from './profile.service';

const routes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await getProfile({ db: c.var.deps.db, userId: c.var.user.id })))
  .patch('/', validate('json', ZProfileUpdate), async (c) =>
    c.json(await updateProfile({ db: c.var.deps.db, userId: c.var.user.id, patch: c.req.valid('json') })),
  );

export const profileApi = new Hono<AppEnv>().route('/profile', routes);
