import { ZLeadMagnetId, ZLeadMagnetInput } from '../../../shared/lead-magnets';
import { savedResultOperations } from '../../program-api';
import { generateLeadMagnet, savedLeadMagnets } from './lead-magnet.service';

export const leadMagnetProgram = savedResultOperations({
  path: '/lead-magnets',
  tag: 'Lead magnets',
  names: ['LeadMagnet', 'LeadMagnets'],
  nouns: ['lead magnet', 'lead magnets'],
  results: savedLeadMagnets,
  id: ZLeadMagnetId,
  generate: {
    summary: 'Write a lead magnet',
    description: 'Uses one of the 3 lead magnets a month.',
    body: ZLeadMagnetInput,
    run: generateLeadMagnet,
  },
});
