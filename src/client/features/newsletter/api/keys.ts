import { toolKeys } from '@/lib/query-keys';

export const newsletterKeys = toolKeys('newsletter');
