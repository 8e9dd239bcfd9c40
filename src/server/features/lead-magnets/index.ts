import { defineFeature } from '../../feature';
import { leadMagnetProgram } from './lead-magnet.program';
import type { Owned } from '../../saved-results';
import { leadMagnetGenerator } from './lead-magnet.generator';
import { leadMagnetsApi } from './lead-magnet.routes';
import { leadMagnetActivity, savedLeadMagnets } from './lead-magnet.service';

export const leadMagnetsFeature = defineFeature({
  name: 'lead-magnets',
  api: leadMagnetsApi,
  program: leadMagnetProgram,
  generators: [leadMagnetGenerator],
  dashboard: { id: 'lead-magnets', activity: leadMagnetActivity },
});

/** One of the member's lead magnets (404 for any other id): what an opt-in page publishes. */
export const leadMagnetOf = (o: Owned) => savedLeadMagnets.get(o);
