import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { optinPageKeys } from './optin-page-keys';

/** GET /api/audience/pages: the member's opt-in pages, newest first. */
export const getOptinPages = () => unwrap(api.audience.pages.$get());

export const optinPagesQueryOptions = () => queryOptions({ queryKey: optinPageKeys.list, queryFn: getOptinPages });

export const useOptinPages = () => useQuery(optinPagesQueryOptions());
