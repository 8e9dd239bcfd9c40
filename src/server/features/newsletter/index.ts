import { defineFeature } from '../../feature';
import { newsletterList } from './newsletter.list';
import { newsletterApi } from './newsletter.routes';

/** The landing page's sign-up form: public, no session. */
export const newsletterFeature = defineFeature({ name: 'newsletter', api: newsletterApi, mailLists: [newsletterList] });
