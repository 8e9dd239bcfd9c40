import type { TAdminUser } from '../../../../shared/admin';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
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
    <AlertDialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove Role</AlertDialogTitle>
          <AlertDialogDescription className="break-words">
            {user ? `Are you sure you want to remove the ${roleLabel(user.role)} role from ${user.email}?` : ''}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={confirm}>
            Remove
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
