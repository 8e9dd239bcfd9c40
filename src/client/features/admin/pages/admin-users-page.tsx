import { CalendarPlusIcon, SearchIcon, ShieldCheckIcon, UserCheckIcon, UsersIcon } from 'lucide-react';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import {
  type TAdminAccess,
  type TAdminUser,
  type TUserSort,
  USER_SORTS,
  type TUsersQuery,
} from '../../../../shared/admin';
import { dialogOnDemand } from '@/lib/loading/dialog-on-demand';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useUsers } from '../api/get-users';
import { useUserStats } from '../api/get-user-stats';
import { AdminGate } from '../components/admin-gate';
import { AdminHeader } from '../components/admin-header';
import { Pager } from '../components/pager';
import { StatCards } from '../components/stat-cards';
import { UsersTable } from '../components/users-table';

const RoleDialog = dialogOnDemand(
  () => import('../components/role-dialog'),
  'RoleDialog',
  (p) => p.user !== null,
);
const RemoveRoleDialog = dialogOnDemand(
  () => import('../components/remove-role-dialog'),
  'RemoveRoleDialog',
  (p) => p.user !== null,
);

const isSort = (v: string | null): v is TUserSort => USER_SORTS.includes(v as TUserSort);

/** The search, sort and page live in the address, so a reload or a shared link shows the same page. */
function useUsersQuery(): [TUsersQuery, (change: Partial<TUsersQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const query: TUsersQuery = {
    q: params.get('q') ?? undefined,
    sort: isSort(sort) ? sort : 'created_at',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const update = (change: Partial<TUsersQuery>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(change)) {
          if (v === undefined || v === '' || (k === 'page' && v === 1)) next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      },
      { replace: true },
    );
  return [query, update];
}

function Users({ access }: { access: TAdminAccess }) {
  const [query, update] = useUsersQuery();
  const [search, setSearch] = React.useState(query.q ?? '');
  const users = useUsers(query, true);
  const stats = useUserStats(true);
  const [editing, setEditing] = React.useState<TAdminUser | null>(null);
  const [removing, setRemoving] = React.useState<TAdminUser | null>(null);

  // Typing waits for a pause before asking the server, and always starts again at page 1.
  React.useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === (query.q ?? '')) return;
    const timer = setTimeout(() => update({ q: trimmed || undefined, page: 1 }), 300);
    return () => clearTimeout(timer);
  });

  const onSort = (key: TUserSort) =>
    update({ sort: key, dir: query.sort === key && query.dir === 'asc' ? 'desc' : 'asc', page: 1 });

  return (
    <div className="grid grid-cols-1 gap-6" aria-busy={users.isPending || stats.isPending}>
      <AdminHeader
        title="User Management"
        subtitle={
          access.assignable.length > 0 ? 'Every account, and who holds an admin role.' : 'Every account, read-only.'
        }
        role={access.role}
      />
      <StatCards
        stats={[
          { label: 'Total Users', value: stats.data?.total_users, icon: UsersIcon },
          { label: 'New Users This Month', value: stats.data?.new_this_month, icon: CalendarPlusIcon },
          { label: 'Active Users', value: stats.data?.active_users, icon: UserCheckIcon },
          { label: 'Admins', value: stats.data?.admins, icon: ShieldCheckIcon },
        ]}
      />
      <Card>
        <CardContent className="grid grid-cols-1 gap-4">
          <div className="relative max-w-md">
            <SearchIcon
              aria-hidden
              className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label="Search users"
              placeholder="Search by name, email or company"
              className="pl-9"
              maxLength={200}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          {users.isError && (
            <p role="alert" className="text-sm text-destructive">
              Failed to load users
            </p>
          )}
          {users.data ? (
            users.data.items.length === 0 ? (
              <p className="py-8 text-center text-muted-foreground">No users match your search.</p>
            ) : (
              <UsersTable
                users={users.data.items}
                sort={query.sort}
                dir={query.dir}
                onSort={onSort}
                assignable={access.assignable}
                onAssign={setEditing}
                onRemove={setRemoving}
              />
            )
          ) : (
            !users.isError && (
              <div className="grid gap-2">
                {[0, 1, 2, 3, 4].map((i) => (
                  <Skeleton key={i} className="h-10" />
                ))}
              </div>
            )
          )}
          {users.data && users.data.total > 0 && (
            <Pager
              page={users.data.page}
              pageSize={users.data.page_size}
              total={users.data.total}
              onPage={(page) => update({ page })}
            />
          )}
        </CardContent>
      </Card>
      <RoleDialog user={editing} assignable={access.assignable} onClose={() => setEditing(null)} />
      <RemoveRoleDialog user={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}

/** /admin/users (docs/product/admin.md): a moderator sees it read-only; only role managers see the role buttons. */
export function AdminUsersPage() {
  return <AdminGate level="view">{(access) => <Users access={access} />}</AdminGate>;
}
