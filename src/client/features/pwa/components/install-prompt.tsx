import * as React from 'react';
import { INSTALL_PROMPT_DELAY_MS } from '../constants';
import {
  installDismissed,
  isIosSafari,
  isStandalone,
  rememberInstallDismissed,
  STANDALONE_QUERY,
} from '../install-platform';
import { installState, pageStartedAt, subscribeInstallState, takeInstallOffer } from '../install-signal';
import { InstallCard } from './install-card';

/** True from `delayMs` after `since` (a Date.now() time); false while `since` is null. */
function useDueAfter(since: number | null, delayMs: number): boolean {
  const [due, setDue] = React.useState(false);
  React.useEffect(() => {
    if (since === null) return;
    const timer = window.setTimeout(() => setDue(true), Math.max(0, since + delayMs - Date.now()));
    return () => window.clearTimeout(timer);
  }, [since, delayMs]);
  return due;
}

/**
 * docs/product/pwa-and-offline.md: the card appears 30 s after the browser signals that the app can be installed,
 * unless it was dismissed before (`pwa-install-dismissed`), and never once installed or running
 * standalone. Safari on iPhone and iPad never signals: it gets the same card once, 30 s after the page
 * started, explaining its own way to install.
 */
export function InstallPrompt() {
  const { offer, installed } = React.useSyncExternalStore(subscribeInstallState, installState, installState);
  const [ios] = React.useState(isIosSafari);
  const [closed, setClosed] = React.useState(() => installDismissed() || isStandalone());
  const [installing, setInstalling] = React.useState(false);
  const since = closed ? null : (offer?.at ?? (ios ? pageStartedAt : null));
  const due = useDueAfter(since, INSTALL_PROMPT_DELAY_MS);

  React.useEffect(() => {
    const standalone = window.matchMedia(STANDALONE_QUERY);
    const onChange = () => standalone.matches && setClosed(true);
    standalone.addEventListener('change', onChange);
    return () => standalone.removeEventListener('change', onChange);
  }, []);

  const visible = due && !closed && !installed && (ios || offer !== null || installing);

  // Safari's hint is shown once: being seen is its dismissal.
  React.useEffect(() => {
    if (visible && ios) rememberInstallDismissed();
  }, [visible, ios]);

  const dismiss = () => {
    rememberInstallDismissed();
    setClosed(true);
  };

  const install = async () => {
    const event = takeInstallOffer();
    if (!event) return setClosed(true);
    setInstalling(true);
    try {
      await event.prompt();
      await event.userChoice;
    } catch {
      // The offer was already used or withdrawn; there is nothing left to offer.
    } finally {
      // Either answer ends the offer: the browser will not prompt with this event again.
      setClosed(true);
      setInstalling(false);
    }
  };

  if (!visible) return null;
  return ios ? (
    <InstallCard onDismiss={dismiss} />
  ) : (
    <InstallCard onInstall={() => void install()} installing={installing} onDismiss={dismiss} />
  );
}
