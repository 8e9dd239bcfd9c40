import { toolKeys } from '@/lib/query-keys';

/** The member's access tokens: one list, read and changed only on the profile. */
export const apiTokenKeys = toolKeys('api-tokens');
