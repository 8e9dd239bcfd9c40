import { defineFeature } from '../../feature';
import { offerProgram } from './offer-engineering.program';
import type { Scope } from '../../saved-results';
import { offerEngineeringApi } from './offer-engineering.routes';
import { offerActivity, savedOffers } from './offer-engineering.service';
import { offerGenerator } from './offer.generator';

export const offerEngineeringFeature = defineFeature({
  name: 'offer-engineering',
  api: offerEngineeringApi,
  program: offerProgram,
  generators: [offerGenerator],
  dashboard: { id: 'offers', activity: offerActivity },
});

/** The member's newest offer, if they made one: what a welcome sequence invites its readers to. */
export const newestOfferOf = async (scope: Scope) => (await savedOffers.list({ ...scope, limit: 1 }))[0];
