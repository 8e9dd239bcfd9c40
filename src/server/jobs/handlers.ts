import type { AppDeps } from '../context';
import type { JobHandler } from './worker';

/** Every kind of durable job the server runs; a feature with long work adds its handler here. */
export function jobHandlers(_deps: Omit<AppDeps, 'jobs'>): JobHandler[] {
  return [];
}
