import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

export interface TSession {
  session: { id: string; userId: string; expiresAt: string };
  user: { id: string; email: string; name: string; emailVerified: boolean };
}

/**
 * GET /api/auth/get-session, read with a plain fetch so public pages need not load the better-auth
 * client (it is loaded with the sign-in screens). `null` when nobody is signed in.
 */
export async function getSession(): Promise<TSession | null> {
  const res = await fetch('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`The session could not be read (HTTP ${res.status}).`);
  return (await res.json()) as TSession | null;
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.session, queryFn: getSession, staleTime: 5 * 60_000 });
