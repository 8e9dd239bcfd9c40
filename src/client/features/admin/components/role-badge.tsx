import type { TAdminRole } from '../../../../shared/admin';
import { Badge } from '@/components/ui/badge';
import { roleLabel } from './format';

const VARIANT = { super_admin: 'default', admin: 'secondary', moderator: 'outline' } as const;

/** A user's role, or 'User' when they have none (docs/product/admin.md). */
export function RoleBadge({ role }: { role: TAdminRole | null }) {
  return (
    <Badge variant={role ? VARIANT[role] : 'outline'} className={role ? undefined : 'text-muted-foreground'}>
      {roleLabel(role)}
    </Badge>
  );
}
