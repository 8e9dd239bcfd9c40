import type { TAdminUser } from '../../../../shared/admin';
import { ConfirmDeleteAlert } from '@/components/saved-results/confirm-delete-alert';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRemoveRole } from '../api/remove-role';
import { roleLabel } from './format';

/** docs/product/admin.md: 'Are you sure you want to remove the {role} role from {email}?' */
export function RemoveRoleDialog({ user, onClose }: { user: TAdminUser | null; onClose: () => void }) {
  const remove = useRemoveRole();
  const confirm = () => {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => toast.success('Admin role removed successfully'),
      onError: (err) => toast.error(errorMessage(err, 'Failed to remove role')),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDeleteAlert
      title="Remove Role"
      description={user ? `Are you sure you want to remove the ${roleLabel(user.role)} role from ${user.email}?` : ''}
      confirmLabel="Remove"
      onConfirm={confirm}
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
    />
  );
}
