import { ArrowDownIcon, ArrowUpIcon, ArrowUpDownIcon } from 'lucide-react';
import type { TAdminRole, TAdminUser, TUserSort } from '../../../../shared/admin';
import { Button } from '@/components/ui/button';
import { formatDate } from './format';
import { RoleBadge } from './role-badge';

const COLUMNS: { key: TUserSort; label: string }[] = [
  { key: 'full_name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'company_name', label: 'Company' },
  { key: 'industry', label: 'Industry' },
  { key: 'role', label: 'Role' },
  { key: 'created_at', label: 'Joined' },
];

interface Props {
  users: TAdminUser[];
  sort: TUserSort;
  dir: 'asc' | 'desc';
  onSort: (key: TUserSort) => void;
  /** The roles the viewer may hand out; empty hides the role buttons (spec: super admins only). */
  assignable: TAdminRole[];
  onAssign: (user: TAdminUser) => void;
  onRemove: (user: TAdminUser) => void;
}

const cell = 'px-3 py-2.5 align-top';

function SortButton({
  label,
  active,
  dir,
  onClick,
}: {
  label: string;
  active: boolean;
  dir: string;
  onClick: () => void;
}) {
  const Icon = !active ? ArrowUpDownIcon : dir === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1 rounded font-medium outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {label}
      <Icon aria-hidden className="size-3.5" />
    </button>
  );
}

/**
 * The user table: sorted on the server by any column; long names and addresses wrap inside their cell.
 * The scroll box is `relative` so the buttons' screen-reader labels (absolutely placed) stay inside it.
 */
export function UsersTable({ users, sort, dir, onSort, assignable, onAssign, onRemove }: Props) {
  const canManage = assignable.length > 0;
  return (
    <div className="relative min-w-0 overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[62rem] table-fixed text-sm">
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            {COLUMNS.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={cell}
                aria-sort={sort === c.key ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                <SortButton label={c.label} active={sort === c.key} dir={dir} onClick={() => onSort(c.key)} />
              </th>
            ))}
            <th scope="col" className={`${cell} w-24 text-right`}>
              API tokens
            </th>
            {canManage && (
              <th scope="col" className={`${cell} w-44`}>
                <span className="sr-only">Role actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y">
          {users.map((u) => {
            // A role the viewer may not hand out is not theirs to change either.
            const mayChange = u.role === null || assignable.includes(u.role);
            return (
              <tr key={u.id}>
                <td className={`${cell} font-medium break-words`}>{u.full_name || '—'}</td>
                <td className={`${cell} break-words`}>{u.email}</td>
                <td className={`${cell} break-words`}>{u.company_name || '—'}</td>
                <td className={`${cell} break-words`}>{u.industry || '—'}</td>
                <td className={cell}>
                  <RoleBadge role={u.role} />
                </td>
                <td className={`${cell} whitespace-nowrap`}>{formatDate(u.created_at)}</td>
                <td className={`${cell} text-right tabular-nums`}>{u.api_tokens}</td>
                {canManage && (
                  <td className={cell}>
                    {mayChange && (
                      <div className="flex flex-wrap gap-1.5">
                        <Button size="sm" variant="outline" onClick={() => onAssign(u)}>
                          {u.role ? 'Edit' : 'Assign'}
                          <span className="sr-only"> role of {u.email}</span>
                        </Button>
                        {u.role && (
                          <Button size="sm" variant="ghost" className="text-destructive" onClick={() => onRemove(u)}>
                            Remove<span className="sr-only"> role of {u.email}</span>
                          </Button>
                        )}
                      </div>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
