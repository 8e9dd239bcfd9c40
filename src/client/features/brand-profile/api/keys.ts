import { toolKeys } from '@/lib/query-keys';

export const brandProfileKeys = toolKeys('brand-profile');
