import * as React from 'react';

/** A lazy component from a module's named export, so each page stays its own chunk. */
export function lazyNamed<M extends Record<K, React.ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return React.lazy(async () => ({ default: (await load())[name] }));
}
