import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { learningKeys } from './keys';

/** GET /api/learning: categories, visible courses, the member's progress and the three stats. */
export const getLearningOverview = () => unwrap(api.learning.$get());

export const learningOverviewQueryOptions = () =>
  queryOptions({ queryKey: learningKeys.all, queryFn: getLearningOverview });

export const useLearningOverview = () => useQuery(learningOverviewQueryOptions());
