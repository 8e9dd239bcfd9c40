import type { TActivityItem, TDashboardCounts } from '../shared/dashboard';
import type { Db } from './db/client';
import { countPlans, planActivity } from './features/content-strategy/content-plans.service';
import { countMissions, missionActivity } from './features/mission/mission.service';
import { countDiscoveries, discoveryActivity } from './features/niche-discovery/niche-discovery.service';
import { bioActivity } from './features/social-bios/social-bios.service';

/**
 * What one feature contributes to the dashboard: its counts and the items the user created.
 * Features never import each other, so the dashboard reads them through this list; a new feature
 * adds its source below. Every query must be scoped to `userId`.
 */
export interface DashboardSource {
  /** Unique name; registering the same id again replaces the earlier source. */
  id: string;
  counts?: (db: Db, userId: string) => Promise<Partial<TDashboardCounts>>;
  /** The newest `limit` items, any order. */
  activity?: (db: Db, userId: string, limit: number) => Promise<TActivityItem[]>;
}

const BUILT_IN: DashboardSource[] = [
  { id: 'missions', counts: async (db, u) => ({ missions: await countMissions(db, u) }), activity: missionActivity },
  {
    id: 'niche-discoveries',
    counts: async (db, u) => ({ nicheDiscoveries: await countDiscoveries(db, u) }),
    activity: discoveryActivity,
  },
  { id: 'social-bios', activity: bioActivity },
  { id: 'content-plans', counts: async (db, u) => ({ contentPlans: await countPlans(db, u) }), activity: planActivity },
];

const sources = new Map<string, DashboardSource>(BUILT_IN.map((s) => [s.id, s]));

/** Returns a function that takes the source out again, restoring the one it replaced (used by tests). */
export function registerDashboardSource(source: DashboardSource): () => void {
  const previous = sources.get(source.id);
  sources.set(source.id, source);
  return () => {
    if (sources.get(source.id) !== source) return;
    if (previous) sources.set(source.id, previous);
    else sources.delete(source.id);
  };
}

export function dashboardSources(): DashboardSource[] {
  return [...sources.values()];
}
