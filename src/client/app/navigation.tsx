import * as React from 'react';

/**
 * The landing page is shown without React Router (it would add about 15 kB gzip to its first download),
 * and inside it once the router has loaded. Its links go through whichever navigation is around them:
 * the browser's history before the router exists, the router's own afterwards.
 */
type Navigate = (to: string) => void;

const locationListeners = new Set<() => void>();

/** Called when the path changes without the router: a landing link, or the browser's Back and Forward. */
export function subscribeToLocation(listener: () => void): () => void {
  locationListeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    locationListeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export const navigateByHistory: Navigate = (to) => {
  window.history.pushState(null, '', to);
  locationListeners.forEach((listener) => listener());
};

const NavigateContext = React.createContext<Navigate>(navigateByHistory);

export const NavigateProvider = NavigateContext.Provider;

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function leavesToBrowser(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== null && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}

/** A link to a path of the app, for pages shown with or without the router. */
export function AppLink({ to, onClick, ...props }: Omit<React.ComponentProps<'a'>, 'href'> & { to: string }) {
  const navigate = React.useContext(NavigateContext);
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (leavesToBrowser(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
