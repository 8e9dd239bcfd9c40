import type { TActivityItem, TDashboardCounts } from '../../../shared/dashboard';
import type { Db } from '../../db/client';

/**
 * What one feature contributes to the dashboard: its counts and the items the user created.
 * A feature registers its source once, beside its router:
 *
 *   registerDashboardSource({ id: 'missions', counts: ..., activity: ... });
 *
 * Every query must be scoped to `userId`.
 */
export interface DashboardSource {
  /** Unique name; registering the same id again replaces the earlier source. */
  id: string;
  counts?: (db: Db, userId: string) => Promise<Partial<TDashboardCounts>>;
  /** The newest `limit` items, any order. */
  activity?: (db: Db, userId: string, limit: number) => Promise<TActivityItem[]>;
}

const sources = new Map<string, DashboardSource>();

/** Returns a function that removes the source again (used by tests). */
export function registerDashboardSource(source: DashboardSource): () => void {
  sources.set(source.id, source);
  return () => {
    if (sources.get(source.id) === source) sources.delete(source.id);
  };
}

export function dashboardSources(): DashboardSource[] {
  return [...sources.values()];
}
