import { queryOptions } from '@tanstack/react-query';

/** GET /api/profile: part of the auth state (spec: the profile is fetched on sign-in or session restore). */
export const profileQueryKey = (userId: string) => ['profile', userId] as const;

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileQueryKey(userId),
    // Loaded with the first signed-in request, so public pages do not carry the API client.
    queryFn: async () => {
      const { api, unwrap } = await import('@/lib/api-client');
      return unwrap(api.profile.$get());
    },
  });
