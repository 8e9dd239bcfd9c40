import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { refreshWhileSending } from '../campaigns/campaign-view';
import { adminKeys } from './keys';

/** GET /api/admin/campaigns/:id: the campaign with its content and counts. */
export const getCampaign = (id: string) => unwrap(api.admin.campaigns[':id'].$get({ param: { id } }));

export const useCampaign = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.campaign(id),
      queryFn: () => getCampaign(id),
      refetchInterval: (query) => refreshWhileSending(query.state.data ? [query.state.data.status] : []),
      // A campaign that does not exist will not appear on a second try.
      retry: false,
    }),
  );
