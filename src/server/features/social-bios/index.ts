import { defineFeature } from '../../feature';
import { socialBiosProgram } from './social-bios.program';
import { socialBiosGenerator } from './social-bios.generator';
import { socialBiosApi } from './social-bios.routes';
import { bioActivity } from './social-bios.service';

export const socialBiosFeature = defineFeature({
  name: 'social-bios',
  api: socialBiosApi,
  program: socialBiosProgram,
  generators: [socialBiosGenerator],
  dashboard: { id: 'social-bios', activity: bioActivity },
});
