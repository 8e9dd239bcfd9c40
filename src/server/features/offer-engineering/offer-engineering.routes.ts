import { Hono } from 'hono';
import { ZOfferId, ZOfferInput } from '../../../shared/offer-engineering';
import { generationResponse } from '../../ai/stream-response';
import type { AppEnv } from '../../context';
import { ownerRoutes, scopeOf, withSavedResultRoutes } from '../../saved-results';
import { validate } from '../../validate';
import { generateOffer, savedOffers } from './offer-engineering.service';

const routes = withSavedResultRoutes(
  ownerRoutes().post('/', validate('json', ZOfferInput), async (c) =>
    generationResponse(c, 201, (onPartial) =>
      generateOffer({ deps: c.var.deps, userId: scopeOf(c).userId, request: c.req.valid('json'), onPartial }),
    ),
  ),
  savedOffers,
  ZOfferId,
);

export const offerEngineeringApi = new Hono<AppEnv>().route('/offers', routes);
