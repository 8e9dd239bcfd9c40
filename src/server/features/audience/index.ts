import { defineFeature } from '../../feature';
import { audienceList } from './audience.list';

/**
 * A member's audience (docs/product/audience.md): lead magnets published as opt-in pages, the
 * subscribers they bring, and a welcome sequence per page.
 */
export const audienceFeature = defineFeature({
  name: 'audience',
  mailLists: [audienceList],
});
