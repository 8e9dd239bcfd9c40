import { HistoryIcon } from 'lucide-react';
import { ROLE_LABELS, type TAdminActivity, type TAdminRole } from '../../../../shared/admin';
import { formatDateTime } from './format';

/** What a row is about, from its details: a name or title, and a role for role changes. */
function subject(a: TAdminActivity): string | null {
  const d = a.details;
  const role = typeof d.role === 'string' && d.role in ROLE_LABELS ? ROLE_LABELS[d.role as TAdminRole] : null;
  const parts = [d.title, d.name, d.email, role].filter((v): v is string => typeof v === 'string' && v !== '');
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Admin actions, newest first: action, who did it, when; or 'No recent activity'. */
export function ActivityList({ items, empty = 'No recent activity' }: { items: TAdminActivity[]; empty?: string }) {
  if (items.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 py-8 text-center text-muted-foreground">
        <HistoryIcon aria-hidden className="size-8" />
        <p>{empty}</p>
      </div>
    );
  }
  return (
    <ul aria-label="Admin actions" className="divide-y">
      {items.map((a) => {
        const about = subject(a);
        return (
          <li key={a.id} className="grid gap-1 py-3 sm:grid-cols-[1fr_auto] sm:gap-4">
            <div className="grid min-w-0 gap-0.5">
              <p className="font-medium break-words">
                {a.action}
                {about && <span className="font-normal text-muted-foreground"> — {about}</span>}
              </p>
              <p className="text-sm break-words text-muted-foreground">{a.actor ?? 'A deleted account'}</p>
            </div>
            <time dateTime={a.created_at} className="text-sm text-muted-foreground sm:text-right">
              {formatDateTime(a.created_at)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
