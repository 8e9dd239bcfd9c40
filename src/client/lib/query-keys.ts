import type { QueryClient } from '@tanstack/react-query';

/*
 * The rule for cache keys: a feature makes its own with `toolKeys(id)` in its `api/keys.ts`, and every
 * file of the feature takes them from there. Only a key that code outside its feature reads or
 * invalidates lives here (the shell, the dashboard, another feature), and its feature's `api/keys.ts`
 * takes it from here. Lint holds the rest: no key is written out as an array anywhere else.
 */

/**
 * A feature's list and items. An item's key starts with its list key, so invalidating the list also
 * reaches its items unless the caller passes `exact: true`.
 */
export const toolKeys = (id: string) => ({
  all: [id] as const,
  detail: (itemId: string) => [id, itemId] as const,
});

export const queryKeys = {
  session: ['session'],
  profile: (userId: string) => ['profile', userId],
  usage: ['usage'],
  aiStatus: ['ai-status'],
  /** Whether the admin area is offered: the shell asks, the admin pages ask again. */
  adminAccess: ['admin-access'],
  dashboard: ['dashboard'],
  /** Listed by the mission tool, and read by the shell's mission gate, social bios and the brand profile. */
  missions: toolKeys('missions'),
  /** The member's learning hub, which the admin's catalogue changes make stale. */
  learning: toolKeys('learning'),
} as const;

/** A list of saved items and whether generating one takes a unit of a monthly quota. */
export interface SavedList {
  all: readonly string[];
  metered: boolean;
}

/**
 * After an item was generated or deleted: the feature's list and the dashboard's counts and activity
 * are stale, and a metered generation (failed ones too: another tab may have spent a unit) changed this
 * month's usage. Deleting gives no unit back, so it leaves usage alone.
 */
export function invalidateAfterChange(
  queryClient: QueryClient,
  list: SavedList,
  change: 'generated' | 'deleted',
): Promise<void> {
  const keys: (readonly string[])[] = [list.all, queryKeys.dashboard];
  if (change === 'generated' && list.metered) keys.push(queryKeys.usage);
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
