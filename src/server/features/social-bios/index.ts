import { defineFeature } from '../../feature';
import { socialBiosApi } from './social-bios.routes';
import { bioActivity } from './social-bios.service';

export const socialBiosFeature = defineFeature({
  name: 'social-bios',
  api: socialBiosApi,
  dashboard: { id: 'social-bios', activity: bioActivity },
});
