import { api, unwrap } from '@/lib/api-client';
import { generationRequest, useGenerationMutation } from '@/lib/idempotency';

/** POST /api/content-strategy/audience-suggestions: audiences for a niche, from the engine. */
export const suggestAudiences = (niche: string, request = generationRequest()) =>
  unwrap(api['content-strategy']['audience-suggestions'].$post({ json: { niche } }, request));

export const useSuggestAudiences = ({ brandProfile }: { brandProfile?: boolean } = {}) =>
  useGenerationMutation({ mutationFn: suggestAudiences, brandProfile });
