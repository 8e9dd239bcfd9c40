import { ZOfferId, ZOfferInput } from '../../../shared/offer-engineering';
import { savedResultOperations } from '../../program-api';
import { generateOffer, savedOffers } from './offer-engineering.service';

export const offerProgram = savedResultOperations({
  path: '/offers',
  tag: 'Offers',
  names: ['Offer', 'Offers'],
  nouns: ['offer', 'offers'],
  results: savedOffers,
  id: ZOfferId,
  generate: {
    summary: 'Engineer an offer',
    description: 'Counts toward the hourly limit of AI generations.',
    body: ZOfferInput,
    run: generateOffer,
  },
});
