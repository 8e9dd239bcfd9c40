import { z } from 'zod';

/*
 * The unsubscribe link of every campaign mail (docs/product/email-consent.md). It works without
 * signing in: the signed token in the link names the address and the lists it was mailed from.
 */

export const ZUnsubscribeToken = z.object({
  token: z
    .string({ error: 'This unsubscribe link has no token' })
    .min(1, { error: 'This unsubscribe link has no token' })
    .max(2000, { error: 'This unsubscribe link is not valid' }),
});

/** Whether the address of a link gets Brandforge mail now. */
export interface TEmailSubscriptionRecord {
  email: string;
  subscribed: boolean;
}

export * from './unsubscribe-texts';
