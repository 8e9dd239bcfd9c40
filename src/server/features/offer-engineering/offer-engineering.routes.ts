import { Hono } from 'hono';
import { ZOfferId, ZOfferInput } from '../../../shared/offer-engineering';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { deleteOffer, generateOffer, getOffer, listOffers } from './offer-engineering.service';

const routes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await listOffers({ db: c.var.deps.db, userId: c.var.user.id })))
  .post('/', validate('json', ZOfferInput), async (c) =>
    c.json(await generateOffer({ deps: c.var.deps, userId: c.var.user.id, request: c.req.valid('json') }), 201),
  )
  .get('/:id', validate('param', ZOfferId), async (c) =>
    c.json(await getOffer({ db: c.var.deps.db, userId: c.var.user.id, id: c.req.valid('param').id })),
  )
  .delete('/:id', validate('param', ZOfferId), async (c) => {
    await deleteOffer({ db: c.var.deps.db, userId: c.var.user.id, id: c.req.valid('param').id });
    return c.json({ ok: true });
  });

export const offerEngineeringApi = new Hono<AppEnv>().route('/offers', routes);
