import type { TNewsletterSubscribe } from '../../../../shared/newsletter';
import { api, unwrap } from '@/lib/api-client';

/** POST /api/newsletter: mails a confirmation link; every address gets the same answer. */
export const subscribeNewsletter = (input: TNewsletterSubscribe) => unwrap(api.newsletter.$post({ json: input }));
