import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCampaignStatus } from '../../../../shared/campaigns';
import { api, unwrap } from '@/lib/api-client';
import { refreshWhileSending } from '../campaigns/campaign-view';
import { adminKeys } from './keys';

/** GET /api/admin/campaigns: newest first, optionally only those in one state. */
export const getCampaigns = (status?: TCampaignStatus) =>
  unwrap(api.admin.campaigns.$get({ query: status ? { status } : {} }));

export const campaignsQuery = (status?: TCampaignStatus) =>
  queryOptions({
    queryKey: adminKeys.campaigns(status),
    queryFn: () => getCampaigns(status),
    // While a campaign is sending its counts move; the list follows them without a reload.
    refetchInterval: (query) => refreshWhileSending(query.state.data?.map((c) => c.status) ?? []),
  });

export const useCampaigns = (status?: TCampaignStatus) => useQuery(campaignsQuery(status));
