import { INSTALL_DISMISSED_KEY } from './constants';

export const STANDALONE_QUERY = '(display-mode: standalone)';

/** Installed and opened from the home screen or dock: the spec counts that as installed. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia(STANDALONE_QUERY).matches;
}

/**
 * Safari on iPhone and iPad, which never signals that the app can be installed. iPadOS asks for the
 * desktop site and says "Macintosh", so a touch screen tells it apart from a Mac.
 */
export function isIosSafari(ua = navigator.userAgent, touchPoints = navigator.maxTouchPoints): boolean {
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);
  return ios && /Safari\//.test(ua) && !otherBrowser;
}

// Storage can be switched off (private modes, policies); the prompt then just asks again next time.
export function installDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberInstallDismissed() {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
  } catch {
    // See installDismissed().
  }
}
