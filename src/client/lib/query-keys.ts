import type { QueryClient } from '@tanstack/react-query';

/**
 * Every cache key of the client. A feature's item keys start with its list key, so invalidating the
 * list also reaches its items unless the caller passes `exact: true`.
 */
export const queryKeys = {
  session: ['session'],
  profile: (userId: string) => ['profile', userId],
  usage: ['usage'],
  aiStatus: ['ai-status'],
  dashboard: ['dashboard'],
  missions: { all: ['missions'] },
  socialBios: { all: ['social-bios'] },
  nicheDiscoveries: { all: ['niche-discoveries'] },
  contentPlans: {
    all: ['content-plans'],
    detail: (id: string) => ['content-plans', id],
  },
  /** A plan as a share link shows it to anyone: a different answer from the owner's plan of the same id. */
  sharedPlans: { detail: (token: string) => ['shared-plans', token] },
  planJobs: {
    /** The signed-in user's unfinished job, if any. */
    active: ['plan-jobs', 'active'],
    detail: (id: string) => ['plan-jobs', 'job', id],
  },
} as const;

/**
 * A tool's own list and items, for a tool whose keys need nothing special: a new tool calls this with its
 * manifest id instead of adding an entry above.
 */
export const toolKeys = (id: string) => ({
  all: [id] as const,
  detail: (itemId: string) => [id, itemId] as const,
});

/** A list of saved items and whether generating one takes a unit of a monthly quota. */
export interface SavedList {
  all: readonly string[];
  metered: boolean;
}

/** Features whose saved items are listed on their screen and counted on the dashboard. */
export type SavedListFeature = 'missions' | 'nicheDiscoveries' | 'contentPlans';

/** Lists whose generation takes a unit of a monthly quota (niche discovery has none). */
const METERED: Record<SavedListFeature, boolean> = {
  missions: true,
  nicheDiscoveries: false,
  contentPlans: true,
};

const savedList = (list: SavedListFeature | SavedList): SavedList =>
  typeof list === 'string' ? { all: queryKeys[list].all, metered: METERED[list] } : list;

/**
 * After an item was generated or deleted: the feature's list and the dashboard's counts and activity
 * are stale, and a metered generation (failed ones too: another tab may have spent a unit) changed this
 * month's usage. Deleting gives no unit back, so it leaves usage alone.
 */
export function invalidateAfterChange(
  queryClient: QueryClient,
  feature: SavedListFeature | SavedList,
  change: 'generated' | 'deleted',
): Promise<void> {
  const list = savedList(feature);
  const keys: (readonly string[])[] = [list.all, queryKeys.dashboard];
  if (change === 'generated' && list.metered) keys.push(queryKeys.usage);
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
