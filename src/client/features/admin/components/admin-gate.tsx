import * as React from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_MESSAGES, type TAdminAccess, type TAdminLevel } from '../../../../shared/admin';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { useAdminAccess } from '@/lib/admin-access-query';
import { toast } from '@/lib/toast';

const allows = (a: TAdminAccess, level: TAdminLevel) =>
  level === 'view' ? a.view : level === 'manage' ? a.manage : a.assignable.length > 0;

interface Props {
  level: TAdminLevel;
  children: (access: TAdminAccess) => React.ReactNode;
}

/**
 * docs/product/admin.md: 'Checking permissions...' while the role loads; without it, 'Access denied. Admin
 * privileges required.' and /dashboard. A convenience only: the server refuses every admin call anyway.
 */
export function AdminGate({ level, children }: Props) {
  const access = useAdminAccess();
  const navigate = useNavigate();
  const denied = access.isError || (access.data !== undefined && !allows(access.data, level));
  React.useEffect(() => {
    if (!denied) return;
    toast.error(ADMIN_MESSAGES.denied);
    void navigate(paths.dashboard, { replace: true });
  }, [denied, navigate]);
  if (!access.data || denied) return <LoadingScreen label={ADMIN_MESSAGES.checking} className="min-h-0 flex-1" />;
  return <>{children(access.data)}</>;
}
