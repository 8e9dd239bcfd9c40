import { defineFeature } from '../../feature';
import { leadMagnetGenerator } from './lead-magnet.generator';

/** Its generator is built and tested; its routes and screens come with the tool itself. */
export const leadMagnetsFeature = defineFeature({ name: 'lead-magnets', generators: [leadMagnetGenerator] });
