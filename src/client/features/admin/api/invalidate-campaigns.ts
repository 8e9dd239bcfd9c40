import type { QueryClient } from '@tanstack/react-query';
import type { TCampaignRecord } from '../../../../shared/campaigns';
import { adminKeys } from './keys';

/**
 * After a campaign changed: its own page shows the answer at once, and the lists and the dashboard's
 * Active Campaigns count are asked again.
 */
export function afterCampaignChange(queryClient: QueryClient, record?: TCampaignRecord) {
  if (record) queryClient.setQueryData(adminKeys.campaign(record.id), record);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.campaignLists }),
    queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
  ]);
}

/** After a refusal (another admin moved it first): show the campaign as it is now. */
export const refreshCampaign = (queryClient: QueryClient, id: string) =>
  Promise.all([afterCampaignChange(queryClient), queryClient.invalidateQueries({ queryKey: adminKeys.campaign(id) })]);
