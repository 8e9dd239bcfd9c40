import * as React from 'react';

/**
 * True from the first render where `open` is true. A dialog loaded on demand mounts then and stays
 * mounted, so it can still animate closed; until then its code is not downloaded at all.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = React.useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
