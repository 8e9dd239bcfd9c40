import * as React from 'react';

/**
 * While the sequence has unsaved changes, closing or reloading the tab asks first. (The app's router is
 * declarative, without the data router's blocker, so a link inside the app leaves without asking.)
 */
export function useWarnBeforeLeaving(dirty: boolean) {
  React.useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
