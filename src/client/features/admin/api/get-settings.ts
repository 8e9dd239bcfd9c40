import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/settings: provider, limits, recent AI runs and mails; never a secret. */
export const getSettings = () => unwrap(api.admin.settings.$get());

export const useSettings = (enabled: boolean) =>
  useQuery({ queryKey: adminKeys.settings, queryFn: getSettings, enabled });
