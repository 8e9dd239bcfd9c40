import * as React from 'react';
import { prefetchWhenIdle } from '@/lib/loading/idle';

/**
 * Something a page needs soon but not to render, such as a zod schema (zod is about 22 kB gzip): it is
 * fetched once, when the page is idle or when it is first needed, whichever comes first.
 */
export interface OnDemand<T> {
  /** The value, fetching it on the first call; after a failed fetch the next call tries again. */
  load: () => Promise<T>;
  /** The value if it has arrived. */
  current: () => T | undefined;
  subscribe: (onArrived: () => void) => () => void;
}

export function onDemand<T>(fetch: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const load = () =>
    (pending ??= fetch().then(
      (arrived) => {
        value = arrived;
        listeners.forEach((onArrived) => onArrived());
        return arrived;
      },
      (error: unknown) => {
        pending = null; // offline for a moment: the next call fetches again
        throw error;
      },
    ));
  return {
    load,
    current: () => value,
    subscribe(onArrived) {
      listeners.add(onArrived);
      return () => listeners.delete(onArrived);
    },
  };
}

/**
 * The value once it has arrived, `undefined` until then; the component renders again when it does.
 * The fetch starts once the page is idle, so it does not compete with what the page shows first.
 */
export function useOnDemand<T>(value: OnDemand<T>): T | undefined {
  React.useEffect(() => prefetchWhenIdle(value.load), [value]);
  return React.useSyncExternalStore(value.subscribe, value.current);
}
