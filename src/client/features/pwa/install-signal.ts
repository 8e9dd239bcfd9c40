/**
 * Catches the browser's install offer from the first moment, in the landing page's own code: Chromium
 * may fire `beforeinstallprompt` before the lazily loaded install card exists, and the spec's delay
 * counts from that signal, not from when the card's code arrived.
 */

/** Chromium's install offer; not in the DOM typings. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallOffer {
  event: InstallPromptEvent;
  /** When the browser signalled it (Date.now()). */
  at: number;
}

interface InstallState {
  offer: InstallOffer | null;
  installed: boolean;
}

let state: InstallState = { offer: null, installed: false };
const listeners = new Set<() => void>();
let listening = false;

/** When this page started, for browsers that never signal (the iOS hint's delay counts from here). */
export const pageStartedAt = Date.now();

function set(next: Partial<InstallState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export function listenForInstallOffer() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own mini-infobar away; the app offers installation with its card.
    event.preventDefault();
    set({ offer: { event: event as InstallPromptEvent, at: Date.now() } });
  });
  window.addEventListener('appinstalled', () => set({ offer: null, installed: true }));
}

export const installState = (): InstallState => state;

export function subscribeInstallState(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The offer can be prompted only once; whoever prompts takes it. */
export function takeInstallOffer(): InstallPromptEvent | null {
  const event = state.offer?.event ?? null;
  if (event) set({ offer: null });
  return event;
}
