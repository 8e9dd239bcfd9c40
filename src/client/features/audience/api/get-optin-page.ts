import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { optinPageKeys } from './optin-page-keys';

/** GET /api/audience/pages/:id: one of the member's pages. */
export const getOptinPage = (id: string) => unwrap(api.audience.pages[':id'].$get({ param: { id } }));

export const optinPageQueryOptions = (id: string) =>
  queryOptions({ queryKey: optinPageKeys.detail(id), queryFn: () => getOptinPage(id) });

export const useOptinPage = (id: string) => useQuery(optinPageQueryOptions(id));
