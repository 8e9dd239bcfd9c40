import { defineFeature } from '../../feature';
import { missionApi } from './mission.routes';
import { countMissions, missionActivity } from './mission.service';

export const missionFeature = defineFeature({
  name: 'mission',
  api: missionApi,
  dashboard: {
    id: 'missions',
    counts: async (o) => ({ missions: await countMissions(o) }),
    activity: missionActivity,
  },
});

/** What other features may read: the user's missions, through this service only. */
export { latestMission } from './mission.service';
