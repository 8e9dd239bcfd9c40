/**
 * Toasts through sonner, loaded on first use: public pages render without it in their bundle.
 * Sonner replays toasts raised before its Toaster mounts, so nothing is lost while it loads.
 */
type Kind = 'success' | 'error' | 'info' | 'warning';

let wanted = false;
const listeners = new Set<() => void>();

/** Asks the app to mount the Toaster (providers.tsx renders it lazily once this is true). */
export function ensureToaster() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((l) => l());
}

export const toasterWanted = () => wanted;

export function subscribeToaster(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind, message: string) {
  ensureToaster();
  void import('sonner').then(({ toast: sonner }) => sonner[kind](message));
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
};
