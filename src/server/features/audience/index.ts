import { defineFeature } from '../../feature';
import { audienceList } from './audience.list';
import { audienceApi } from './audience.routes';
import { deliverySource } from './delivery.source';
import { optinSite } from './public.routes';
import { welcomeSequenceGenerator } from './welcome-sequence.generator';
import { welcomeSource } from './welcome.source';

/**
 * A member's audience (docs/product/audience.md): lead magnets published as opt-in pages, the
 * subscribers they bring, and a welcome sequence per page.
 */
export const audienceFeature = defineFeature({
  name: 'audience',
  api: audienceApi,
  site: optinSite,
  mailLists: [audienceList],
  generators: [welcomeSequenceGenerator],
  mailSources: [deliverySource, welcomeSource],
});

/** For the admin area: every member's pages, and taking one down. */
export { listAllPages, takeDownPage } from './pages.admin';
