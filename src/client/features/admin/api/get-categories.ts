import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/learning/categories: every category, drafts and inactive ones included. */
export const getCategoryList = () => unwrap(api.admin.learning.categories.$get());

export const useCategoryList = (enabled: boolean) =>
  useQuery({ queryKey: adminKeys.categories, queryFn: getCategoryList, enabled });
