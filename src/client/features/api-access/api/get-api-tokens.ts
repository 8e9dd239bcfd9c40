import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { apiTokenKeys } from './keys';

/** GET /api/api-tokens: the member's access tokens, newest first, never the tokens themselves. */
export const getApiTokens = () => unwrap(api['api-tokens'].$get());

export const apiTokensQuery = () => queryOptions({ queryKey: apiTokenKeys.all, queryFn: getApiTokens });

export const useApiTokens = () => useQuery(apiTokensQuery());
