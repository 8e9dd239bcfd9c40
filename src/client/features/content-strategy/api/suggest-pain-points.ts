import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** POST /api/content-strategy/pain-point-suggestions: what troubles this audience in this niche. */
export const suggestPainPoints = (input: { niche: string; audience: string }) =>
  unwrap(api['content-strategy']['pain-point-suggestions'].$post({ json: input }));

export const useSuggestPainPoints = () => useMutation({ mutationFn: suggestPainPoints });
