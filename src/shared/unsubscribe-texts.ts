/* The unsubscribe page's visible texts, apart from its schemas: the page shows them without loading zod. */

export const UNSUBSCRIBE_TEXTS = {
  title: 'Email preferences',
  working: 'Unsubscribing…',
  unsubscribedTitle: "You're unsubscribed",
  unsubscribed: (email: string) =>
    `We won't send product news or tips to ${email} any more. If you have a Brandforge account, its own emails, such as password resets, still arrive.`,
  resubscribeQuestion: 'Unsubscribed by mistake?',
  resubscribe: 'Resubscribe',
  resubscribedTitle: "You're subscribed again",
  resubscribed: (email: string) => `Product news and tips will reach ${email} again. You can leave at any time.`,
  unsubscribeAgain: 'Unsubscribe',
  invalidLink: 'This unsubscribe link is not valid. Open the link from the newest email we sent you.',
  failed: 'Something went wrong. Please try again.',
} as const;
