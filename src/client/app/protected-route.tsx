import { Navigate } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { AppShell } from '@/components/layout/app-shell';
import { paths } from '@/config/paths';
import { useOnline } from '@/features/pwa';
import { useAuth } from '@/lib/auth';

const OFFLINE_LABEL = 'Your workspace opens as soon as the connection is back.';

/** Signed-in area: 'Loading...' while the session is read, /auth (replacing history) without one. */
export function ProtectedRoute() {
  const { user, loading } = useAuth();
  const online = useOnline();
  // Offline, the session read waits for the network (it is never cached), so say what it waits for.
  if (loading) return <LoadingScreen label={online ? undefined : OFFLINE_LABEL} />;
  if (!user) return <Navigate to={paths.auth} replace />;
  return <AppShell />;
}
