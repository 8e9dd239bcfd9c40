import { useQueryClient } from '@tanstack/react-query';
import type { TOfferInput } from '../../../../shared/offer-engineering';
import { api, unwrap } from '@/lib/api-client';
import { generationRequest, useGenerationMutation } from '@/lib/idempotency';
import { invalidateAfterChange } from '@/lib/query-keys';
import { offerKeys, offerList } from './keys';

/** POST /api/offers: generates the offer and saves it. One key per click, so a retried request never spends twice. */
export const createOffer = (input: TOfferInput, request = generationRequest()) =>
  unwrap(api.offers.$post({ json: input }, request));

/** `brandProfile: false` (the wizard's toggle) leaves the brand profile out of this generation. */
export function useCreateOffer({ brandProfile }: { brandProfile?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useGenerationMutation({
    mutationFn: createOffer,
    brandProfile,
    // Seeding the detail lets the new offer open from the list without a second request.
    onSuccess: (offer) => queryClient.setQueryData(offerKeys.detail(offer.id), offer),
    onSettled: () => invalidateAfterChange(queryClient, offerList, 'generated'),
  });
}
