import { z } from 'zod';

export const ZNewsletterSubscribe = z.strictObject({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(254, { error: 'Email is too long' })
    .pipe(z.email({ error: 'Enter a valid email address' }))
    .transform((e) => e.toLowerCase()),
});
export type TNewsletterSubscribe = z.input<typeof ZNewsletterSubscribe>;

/** The same answer whether the address is new or already on the list, so the list cannot be probed. */
export interface TNewsletterSubscribed {
  subscribed: true;
}

export const NEWSLETTER_SUBSCRIBED_MESSAGE = "You're subscribed! Look out for brand-building tips in your inbox.";
