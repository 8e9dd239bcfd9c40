import { useQueryClient } from '@tanstack/react-query';
import type { TOfferInput } from '../../../../shared/offer-engineering';
import { api, unwrap } from '@/lib/api-client';
import { generationRequest, useGenerationMutation } from '@/lib/idempotency';
import { invalidateAfterChange } from '@/lib/query-keys';
import { offerKeys, offerList } from './keys';

/** POST /api/offers: generates the offer and saves it. One key per click, so a retried request never spends twice. */
export const createOffer = (input: TOfferInput, request = generationRequest()) =>
  unwrap(api.offers.$post({ json: input }, request));

export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useGenerationMutation({
    mutationFn: createOffer,
    // Seeding the detail lets the new offer open from the list without a second request.
    onSuccess: (offer) => queryClient.setQueryData(offerKeys.detail(offer.id), offer),
    onSettled: () => invalidateAfterChange(queryClient, offerList, 'generated'),
  });
}
