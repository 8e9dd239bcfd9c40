import * as React from 'react';
import { ADMIN_ROLE_NAMES, ROLE_DESCRIPTIONS, type TAdminRole, type TAdminUser } from '../../../../shared/admin';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAssignRole } from '../api/assign-role';
import { roleLabel } from './format';

interface Props {
  user: TAdminUser | null;
  /** The roles the viewer may hand out; the others are shown but cannot be picked. */
  assignable: TAdminRole[];
  onClose: () => void;
}

/** Assign a role to a user without one, or change (Edit) the role they hold (docs/product/admin.md). */
export function RoleDialog({ user, assignable, onClose }: Props) {
  const assign = useAssignRole();
  const [role, setRole] = React.useState<TAdminRole>('moderator');
  React.useEffect(() => {
    if (user) setRole(user.role ?? 'moderator');
  }, [user]);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!user) return;
    assign.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => {
          toast.success(`${roleLabel(role)} role assigned successfully`);
          onClose();
        },
        onError: (err) => toast.error(errorMessage(err, 'Failed to assign role')),
      },
    );
  };
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{user?.role ? 'Edit Role' : 'Assign Role'}</DialogTitle>
            <DialogDescription className="break-words">
              {user ? `${user.full_name || user.email} (${user.email})` : ''}
            </DialogDescription>
          </DialogHeader>
          <RadioGroup value={role} onValueChange={(v) => setRole(v as TAdminRole)} aria-label="Role">
            {ADMIN_ROLE_NAMES.map((r) => {
              const disabled = !assignable.includes(r);
              return (
                <div key={r} className="flex items-start gap-3 rounded-md border p-3 has-[:disabled]:opacity-60">
                  <RadioGroupItem value={r} id={`role-${r}`} disabled={disabled} className="mt-0.5" />
                  <Label htmlFor={`role-${r}`} className="grid gap-1 font-normal">
                    <span className="font-medium">{roleLabel(r)}</span>
                    <span className="text-sm text-muted-foreground">{ROLE_DESCRIPTIONS[r]}</span>
                  </Label>
                </div>
              );
            })}
          </RadioGroup>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={assign.isPending || !assignable.includes(role)}>
              {assign.isPending ? 'Saving...' : user?.role ? 'Save Role' : 'Assign Role'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
