import { toolKeys } from '@/lib/query-keys';

export const socialBioKeys = toolKeys('social-bios');
