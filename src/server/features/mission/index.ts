import { defineFeature } from '../../feature';
import { missionProgram } from './mission.program';
import { missionGenerator } from './mission.generator';
import { missionApi } from './mission.routes';
import { missionActivity, missionCounts } from './mission.service';

export const missionFeature = defineFeature({
  name: 'mission',
  api: missionApi,
  program: missionProgram,
  generators: [missionGenerator],
  dashboard: {
    id: 'missions',
    counts: missionCounts,
    activity: missionActivity,
  },
});

/** What other features may read: the user's missions, through this service only. */
export { latestMission } from './mission.service';
