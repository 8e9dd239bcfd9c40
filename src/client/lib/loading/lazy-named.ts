import * as React from 'react';

/** The component a module exports under `K`, with its own props. */
type Export<M, K extends keyof M> = M[K] extends React.ComponentType<infer P> ? React.ComponentType<P> : never;

/**
 * A lazy component from a module's named export, so each page (or dialog) stays its own chunk. The
 * props are the export's own, whatever else the module exports.
 */
export function lazyNamed<M, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): React.LazyExoticComponent<Export<M, K>> {
  return React.lazy(async () => ({ default: (await load())[name] as Export<M, K> }));
}
