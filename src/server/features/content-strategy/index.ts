import { defineFeature } from '../../feature';
import { contentStrategyProgram } from './content-strategy.program';
import { audienceSuggestionsGenerator } from './audience-suggestions.generator';
import { contentBatchGenerator } from './content-batch.generator';
import { painPointSuggestionsGenerator } from './pain-point-suggestions.generator';
import { contentPlanJob } from './content-plan.job';
import { planActivity, planCounts } from './content-plans.service';
import { contentStrategyApi } from './content-strategy.routes';

export const contentStrategyFeature = defineFeature({
  name: 'content-strategy',
  api: contentStrategyApi,
  program: contentStrategyProgram,
  generators: [audienceSuggestionsGenerator, painPointSuggestionsGenerator, contentBatchGenerator],
  dashboard: {
    id: 'content-plans',
    counts: planCounts,
    activity: planActivity,
  },
  jobs: [contentPlanJob],
});
