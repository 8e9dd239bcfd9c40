import { Navigate } from 'react-router';
import { LoadingScreen } from '@/app/loading-screen';
import { AppShell } from '@/components/layout/app-shell';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** Signed-in area: 'Loading...' while the session is read, /auth (replacing history) without one. */
export function ProtectedRoute() {
  const { user, loading } = useAuth();
  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to={paths.auth} replace />;
  return <AppShell />;
}
