import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { audienceKeys } from './keys';

/** GET /api/audience/pages/sending: mails sent today, the daily limit, and how many wait for tomorrow. */
export const getSendingStatus = () => unwrap(api.audience.pages.sending.$get());

export const sendingStatusQuery = () => queryOptions({ queryKey: audienceKeys.sending, queryFn: getSendingStatus });

export const useSendingStatus = () => useQuery(sendingStatusQuery());
