import type { TActivityItem, TDashboardCounts } from '../shared/dashboard';
import type { Db } from './db/client';

interface Scope {
  db: Db;
  userId: string;
}

/**
 * What one feature contributes to the dashboard: its counts and the items the user created. Features
 * declare it in their manifest entry; every query must be scoped to `userId`.
 */
export interface DashboardSource {
  /** Unique name; registering the same id again replaces the earlier source. */
  id: string;
  counts?: (o: Scope) => Promise<Partial<TDashboardCounts>>;
  /** The newest `limit` items, any order. */
  activity?: (o: Scope & { limit: number }) => Promise<TActivityItem[]>;
}

export interface DashboardRegistry {
  list(): DashboardSource[];
  /** Returns a function that takes the source out again, restoring the one it replaced (used by tests). */
  register(source: DashboardSource): () => void;
}

export function createDashboardRegistry(initial: readonly DashboardSource[]): DashboardRegistry {
  const sources = new Map(initial.map((s) => [s.id, s]));
  return {
    list: () => [...sources.values()],
    register(source) {
      const previous = sources.get(source.id);
      sources.set(source.id, source);
      return () => {
        if (sources.get(source.id) !== source) return;
        if (previous) sources.set(source.id, previous);
        else sources.delete(source.id);
      };
    },
  };
}
