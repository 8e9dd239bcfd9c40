import { defineFeature } from '../../feature';
import { offerEngineeringApi } from './offer-engineering.routes';
import { offerActivity } from './offer-engineering.service';
import { offerGenerator } from './offer.generator';

export const offerEngineeringFeature = defineFeature({
  name: 'offer-engineering',
  api: offerEngineeringApi,
  generators: [offerGenerator],
  dashboard: { id: 'offers', activity: offerActivity },
});
