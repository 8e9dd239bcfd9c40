import { DownloadIcon } from 'lucide-react';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import {
  ADMIN_ACTION_LIST,
  type TActivityFilter,
  type TAdminAccess,
  type TAdminAction,
} from '../../../../shared/admin';
import { TextField } from '@/components/labelled-field';
import { SelectField } from '@/components/select-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { activityExportUrl, useActivity } from '../api/get-activity';
import { ActivityList } from '../components/activity-list';
import { AdminGate } from '../components/admin-gate';
import { AdminHeader } from '../components/admin-header';
import { Pager } from '../components/pager';

const ANY = 'any';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACTIONS = [{ value: ANY, label: 'All actions' }, ...ADMIN_ACTION_LIST.map((a) => ({ value: a, label: a }))];
const isAction = (v: string | null): v is TAdminAction => ADMIN_ACTION_LIST.includes(v as TAdminAction);

/** The filter lives in the address; a value the server would refuse is left out rather than sent. */
function useFilter(): [TActivityFilter, (change: Partial<TActivityFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const filter: TActivityFilter = {
    action: isAction(action) ? action : undefined,
    actor: params.get('actor')?.trim() || undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const update = (change: Partial<TActivityFilter>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries({ page: undefined, ...change })) {
          if (v === undefined || v === '' || (k === 'page' && v === 1)) next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      },
      { replace: true },
    );
  return [filter, update];
}

function Activity({ access }: { access: TAdminAccess }) {
  const [filter, update] = useFilter();
  const [actor, setActor] = React.useState(filter.actor ?? '');
  const activity = useActivity(filter, true);
  const day = (key: 'from' | 'to') => ({
    value: filter[key] ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => update({ [key]: e.target.value || undefined }),
  });
  React.useEffect(() => {
    if (actor.trim() === (filter.actor ?? '')) return;
    const timer = setTimeout(() => update({ actor: actor.trim() || undefined }), 300);
    return () => clearTimeout(timer);
  });
  return (
    <div className="grid grid-cols-1 gap-6" aria-busy={activity.isPending}>
      <AdminHeader
        title="Audit Log"
        subtitle="Every admin action: who did what, to which item, and when."
        role={access.role}
        action={
          <Button asChild variant="outline">
            <a href={activityExportUrl(filter)} download>
              <DownloadIcon aria-hidden />
              Export CSV
            </a>
          </Button>
        }
      />
      <Card>
        <CardContent className="grid grid-cols-1 gap-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <SelectField
              id="filter-action"
              label="Action"
              options={ACTIONS}
              value={filter.action ?? ANY}
              onChange={(e) =>
                update({ action: e.target.value === ANY ? undefined : (e.target.value as TAdminAction) })
              }
            />
            <TextField
              id="filter-actor"
              label="Admin"
              type="search"
              placeholder="Name or email"
              maxLength={200}
              value={actor}
              onChange={(e) => setActor(e.target.value)}
            />
            <TextField id="filter-from" label="From" type="date" {...day('from')} />
            <TextField id="filter-to" label="To" type="date" {...day('to')} />
          </div>
          {activity.isError && (
            <p role="alert" className="text-sm text-destructive">
              Failed to load the audit log
            </p>
          )}
          {activity.data ? (
            <>
              <ActivityList items={activity.data.items} empty="No admin actions match these filters." />
              {activity.data.total > 0 && (
                <Pager
                  page={activity.data.page}
                  pageSize={activity.data.page_size}
                  total={activity.data.total}
                  onPage={(page) => update({ page })}
                />
              )}
            </>
          ) : (
            !activity.isError && <Skeleton className="h-48" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** /admin/activity: the full audit log with filters, pages and a CSV of the filtered rows. */
export function AdminActivityPage() {
  return <AdminGate level="manage">{(access) => <Activity access={access} />}</AdminGate>;
}
