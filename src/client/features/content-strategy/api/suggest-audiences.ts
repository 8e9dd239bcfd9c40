import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** POST /api/content-strategy/audience-suggestions: audiences for a niche, from the engine. */
export const suggestAudiences = (niche: string) =>
  unwrap(api['content-strategy']['audience-suggestions'].$post({ json: { niche } }));

export const useSuggestAudiences = () => useMutation({ mutationFn: suggestAudiences });
