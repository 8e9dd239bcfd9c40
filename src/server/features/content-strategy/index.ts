import { defineFeature } from '../../feature';
import { contentPlanJob } from './content-plan.job';
import { countPlans, planActivity } from './content-plans.service';
import { contentStrategyApi } from './content-strategy.routes';

export const contentStrategyFeature = defineFeature({
  name: 'content-strategy',
  api: contentStrategyApi,
  dashboard: {
    id: 'content-plans',
    counts: async (o) => ({ contentPlans: await countPlans(o) }),
    activity: planActivity,
  },
  jobs: [contentPlanJob],
});
