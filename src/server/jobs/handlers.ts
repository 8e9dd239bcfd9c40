import type { AppDeps } from '../context';
import { contentPlanJob } from '../features/content-strategy/content-plan.job';
import type { JobHandler } from './worker';

/** Every kind of durable job the server runs; a feature with long work adds its handler here. */
export function jobHandlers(deps: Omit<AppDeps, 'jobs'>): JobHandler[] {
  return [contentPlanJob(deps)];
}
