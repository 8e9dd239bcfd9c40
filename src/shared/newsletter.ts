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

/**
 * The same answer whether the address is new, waiting for its confirmation or already confirmed, so
 * the list cannot be probed.
 */
export interface TNewsletterSubscribed {
  check_inbox: true;
}

export const ZNewsletterConfirm = z.strictObject({
  token: z
    .string({ error: 'The confirmation link has no token' })
    .min(1, { error: 'The confirmation link has no token' })
    .max(2000, {
      error: 'This confirmation link is not valid',
    }),
});
export type TNewsletterConfirm = z.input<typeof ZNewsletterConfirm>;

export interface TNewsletterConfirmedRecord {
  status: 'confirmed' | 'already_confirmed';
}

export * from './newsletter-texts';
