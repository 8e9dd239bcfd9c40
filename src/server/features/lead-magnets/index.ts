import { defineFeature } from '../../feature';
import { leadMagnetGenerator } from './lead-magnet.generator';
import { leadMagnetsApi } from './lead-magnet.routes';
import { leadMagnetActivity } from './lead-magnet.service';

export const leadMagnetsFeature = defineFeature({
  name: 'lead-magnets',
  api: leadMagnetsApi,
  generators: [leadMagnetGenerator],
  dashboard: { id: 'lead-magnets', activity: leadMagnetActivity },
});
