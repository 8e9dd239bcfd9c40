import { ZMissionId, ZMissionInput } from '../../../shared/mission';
import { savedResultOperations } from '../../program-api';
import { generateMission, savedMissions } from './mission.service';

export const missionProgram = savedResultOperations({
  path: '/missions',
  tag: 'Missions',
  names: ['Mission', 'Missions'],
  nouns: ['mission statement', 'mission statements'],
  results: savedMissions,
  id: ZMissionId,
  generate: {
    summary: 'Write three mission statements from the 12 answers',
    description: 'Uses one of the 10 mission statements a month.',
    body: ZMissionInput,
    run: generateMission,
  },
});
