import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/profile: part of the auth state (spec: the profile is fetched on sign-in or session restore). */
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.profile(userId),
    // Loaded with the first signed-in request, so public pages do not carry the API client.
    queryFn: async () => {
      const { api, unwrap } = await import('@/lib/api-client');
      return unwrap(api.profile.$get());
    },
  });
