import { defineFeature } from '../../feature';
import { offerGenerator } from './offer.generator';

/** Its generator is built and tested; its routes and screens come with the tool itself. */
export const offerEngineeringFeature = defineFeature({ name: 'offer-engineering', generators: [offerGenerator] });
