import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { toast } from '@/lib/toast';
import type { TProfile } from '../../shared/profile';
import { profileQueryOptions } from '@/lib/profile-query';
import { queryKeys } from '@/lib/query-keys';
import { sessionQueryOptions, type TSession } from '@/lib/session-query';
import { publishSession, sessionSnapshot } from '@/lib/session-store';

export interface AuthState {
  user: TSession['user'] | null;
  session: TSession['session'] | null;
  profile: TProfile | null;
  /** The session is being read. */
  loading: boolean;
  profileLoading: boolean;
  profileError: boolean;
  /** Full name, else email, else 'User'. */
  displayName: string;
  /** Re-reads the session, e.g. after signing in. */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = React.createContext<AuthState | null>(null);

function fromLandingPage(): { initialData?: TSession | null; initialDataUpdatedAt?: number } {
  const known = sessionSnapshot();
  return known.status === 'known' ? { initialData: known.session, initialDataUpdatedAt: known.readAt } : {};
}

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  // Coming from the landing page, the session it read is the start: no second read, no loading flash.
  const sessionQuery = useQuery({ ...sessionQueryOptions(), ...fromLandingPage() });
  const current = sessionQuery.data ?? null;
  React.useEffect(() => {
    if (sessionQuery.isSuccess) publishSession(sessionQuery.data, sessionQuery.dataUpdatedAt);
  }, [sessionQuery.isSuccess, sessionQuery.data, sessionQuery.dataUpdatedAt]);
  const userId = current?.user.id;

  const profileQuery = useQuery({ ...profileQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  React.useEffect(() => {
    if (profileQuery.isError) toast.error('Failed to load profile');
  }, [profileQuery.isError]);

  const refresh = React.useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
    [queryClient],
  );

  // Local state is cleared even when the server call fails; the server session then expires on its own.
  const signOut = React.useCallback(async () => {
    try {
      const { authClient } = await import('@/lib/auth-client');
      await authClient.signOut();
    } catch {
      // Offline or already signed out: nothing more to do.
    }
    queryClient.setQueryData(queryKeys.session, null);
    // Everything cached belonged to the signed-out user.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.session[0] });
    toast.success('Signed out successfully');
  }, [queryClient]);

  const profile = userId ? (profileQuery.data ?? null) : null;
  const value = React.useMemo<AuthState>(
    () => ({
      user: current?.user ?? null,
      session: current?.session ?? null,
      profile,
      // A failed session read counts as signed out rather than loading forever.
      loading: sessionQuery.isPending,
      profileLoading: Boolean(userId) && profileQuery.isPending,
      profileError: profileQuery.isError,
      displayName: (profile ? profile.full_name || profile.email : current?.user.name || current?.user.email) || 'User',
      refresh,
      signOut,
    }),
    [current, profile, sessionQuery.isPending, userId, profileQuery.isPending, profileQuery.isError, refresh, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = React.useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
