import * as React from 'react';

const MOBILE_BREAKPOINT = 768;

/** True below 768 px, where the sidebar becomes a slide-over sheet. */
export function useIsMobile() {
  // Read at once (a SPA has no server render to match), so a phone never flashes the desktop layout.
  const [isMobile, setIsMobile] = React.useState(
    () => typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT,
  );

  React.useEffect(() => {
    const onChange = () => setIsMobile(window.innerWidth < MOBILE_BREAKPOINT);
    onChange();
    // Environments without matchMedia (jsdom) keep the first reading.
    if (typeof window.matchMedia !== 'function') return;
    const mql = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, []);

  return isMobile;
}
