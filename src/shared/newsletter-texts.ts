/* The newsletter's visible texts, apart from its schemas: the confirm page shows them without loading zod. */

// Double opt-in (docs/product/landing-and-newsletter.md): nothing is mailed before the owner confirms.
export const NEWSLETTER_SUBSCRIBED_MESSAGE =
  'Almost there! Check your inbox and open the link we sent you to confirm your subscription.';
export const NEWSLETTER_CONFIRMED_MESSAGE = "You're subscribed! Look out for brand-building tips in your inbox.";
export const NEWSLETTER_ALREADY_CONFIRMED_MESSAGE = 'Your subscription is already confirmed. Nothing more to do.';
export const NEWSLETTER_INVALID_LINK =
  'This confirmation link is not valid. Subscribe again from the newsletter box at the bottom of the home page.';
export const NEWSLETTER_EXPIRED_LINK =
  'This confirmation link has expired. Subscribe again from the newsletter box at the bottom of the home page to get a new one.';
