import { Hono } from 'hono';
import { ZBrandAccept, ZBrandFieldParam, ZBrandFieldUpdate } from '../../../shared/brand-profile-schemas';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { acceptIntoBrandProfile, getBrandProfile, setBrandField } from './brand-profile.service';

const routes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await getBrandProfile({ db: c.var.deps.db, userId: c.var.user.id })))
  .put('/fields/:field', validate('param', ZBrandFieldParam), validate('json', ZBrandFieldUpdate), async (c) =>
    c.json(
      await setBrandField({
        db: c.var.deps.db,
        userId: c.var.user.id,
        field: c.req.valid('param').field,
        value: c.req.valid('json').value,
      }),
    ),
  )
  .post('/accept', validate('json', ZBrandAccept), async (c) => {
    const body = c.req.valid('json');
    return c.json(
      await acceptIntoBrandProfile({ db: c.var.deps.db, userId: c.var.user.id, source: body.source, fields: body.fields }),
    );
  });

export const brandProfileApi = new Hono<AppEnv>().route('/brand-profile', routes);
