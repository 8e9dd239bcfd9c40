import * as React from 'react';
import { getSession, type TSession } from '@/lib/session-query';

/**
 * Who is signed in, as far as the landing page needs to know (Dashboard or Login / Sign Up). It is a
 * plain store rather than a query so the landing page's first download carries no query library: the
 * signed-in app's AuthProvider publishes every session it reads here, and starts from what the landing
 * page read.
 */
export type SessionSnapshot =
  { status: 'unread' | 'reading' | 'failed' } | { status: 'known'; session: TSession | null; readAt: number };

const UNREAD: SessionSnapshot = { status: 'unread' };
let snapshot: SessionSnapshot = UNREAD;
const listeners = new Set<() => void>();

function set(next: SessionSnapshot) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

export function sessionSnapshot(): SessionSnapshot {
  return snapshot;
}

/** A session read elsewhere (the signed-in app's query) becomes what the landing page shows. */
export function publishSession(session: TSession | null, readAt = Date.now()) {
  if (snapshot.status === 'known' && snapshot.session === session && snapshot.readAt === readAt) return;
  set({ status: 'known', session, readAt });
}

/**
 * Reads the session once, unless it is known or being read. A failed read counts as signed out. Offline
 * (an installed app opened without a connection) it waits for the connection, as the signed-in app's
 * queries do, rather than show a signed-in user Login and Sign Up.
 */
export function readSessionOnce(): void {
  if (snapshot.status !== 'unread') return;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    window.addEventListener('online', readSessionOnce, { once: true });
    return;
  }
  set({ status: 'reading' });
  getSession().then(
    (session) => {
      // A session published meanwhile (a sign-in) is newer than this read.
      if (snapshot.status === 'reading') set({ status: 'known', session, readAt: Date.now() });
    },
    () => {
      if (snapshot.status === 'reading') set({ status: 'failed' });
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget what was read. */
export function resetSessionStore() {
  set(UNREAD);
}

/** The signed-in user (null when signed out), and whether the session is still being read. */
export function useSessionUser(): { user: TSession['user'] | null; loading: boolean } {
  // The prerendered page (and the render that hydrates it) shows the loading state: the build knows no session.
  const current = React.useSyncExternalStore(subscribe, sessionSnapshot, () => UNREAD);
  React.useEffect(readSessionOnce, []);
  if (current.status === 'known') return { user: current.session?.user ?? null, loading: false };
  return { user: null, loading: current.status !== 'failed' };
}
