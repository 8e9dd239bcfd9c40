import * as React from 'react';

/** A lazy component from a module's named export, so each page (or dialog) stays its own chunk. */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, React.ComponentType<P>>>,
  name: K,
): React.LazyExoticComponent<React.ComponentType<P>> {
  return React.lazy(async () => ({ default: (await load())[name] }));
}
