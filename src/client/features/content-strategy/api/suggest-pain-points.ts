import { api, unwrap } from '@/lib/api-client';
import { generationRequest, useGenerationMutation } from '@/lib/idempotency';

/** POST /api/content-strategy/pain-point-suggestions: what troubles this audience in this niche. */
export const suggestPainPoints = (input: { niche: string; audience: string }, request = generationRequest()) =>
  unwrap(api['content-strategy']['pain-point-suggestions'].$post({ json: input }, request));

export const useSuggestPainPoints = ({ brandProfile }: { brandProfile?: boolean } = {}) =>
  useGenerationMutation({ mutationFn: suggestPainPoints, brandProfile });
