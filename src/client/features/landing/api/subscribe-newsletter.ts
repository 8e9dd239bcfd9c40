import type { TNewsletterSubscribe } from '../../../../shared/newsletter';
import { api, unwrap } from '@/lib/api-client';

/** POST /api/newsletter: stores the address once; a repeat gets the same answer. */
export const subscribeNewsletter = (input: TNewsletterSubscribe) => unwrap(api.newsletter.$post({ json: input }));
