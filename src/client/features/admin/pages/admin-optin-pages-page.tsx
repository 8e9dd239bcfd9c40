import { GlobeIcon } from 'lucide-react';
import * as React from 'react';
import type { TAdminAccess } from '../../../../shared/admin';
import type { TAdminOptinPage } from '../../../../shared/audience-texts';
import { ListEmpty, ListError } from '@/components/saved-results/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { dialogOnDemand } from '@/lib/loading/dialog-on-demand';
import { useAdminOptinPages } from '../api/get-optin-pages';
import { AdminGate } from '../components/admin-gate';
import { AdminHeader } from '../components/admin-header';
import { OptinPagesFilters, useOptinPagesFilters } from '../components/optin-pages-filters';
import { OptinPagesTable } from '../components/optin-pages-table';
import { Pager } from '../components/pager';

const TakedownDialog = dialogOnDemand(
  () => import('../components/optin-takedown-dialog'),
  'OptinTakedownDialog',
  (p) => p.page !== null,
);

const PAGE_SIZE = 25;
function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading opt-in pages" className="grid gap-2">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  );
}

function OptinPages({ access }: { access: TAdminAccess }) {
  const [filters, update] = useOptinPagesFilters();
  const [search, setSearch] = React.useState(filters.q);
  const [takingDown, setTakingDown] = React.useState<TAdminOptinPage | null>(null);
  const list = useAdminOptinPages({
    q: filters.q || undefined,
    status: filters.status,
    limit: PAGE_SIZE,
    offset: (filters.page - 1) * PAGE_SIZE,
  });
  const filtered = filters.q !== '' || filters.status !== undefined;

  // Typing waits for a pause before asking the server, and always starts again at page 1.
  React.useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === filters.q) return;
    const timer = setTimeout(() => update({ q: trimmed, page: 1 }), 300);
    return () => clearTimeout(timer);
  });

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <AdminHeader
        title="Opt-in Pages"
        subtitle={
          access.manage
            ? 'Every page members have published. Take one offline when it breaks the rules.'
            : 'Every page members have published, read-only.'
        }
        role={access.role}
      />
      <Card>
        <CardContent className="grid min-w-0 grid-cols-1 gap-4">
          <OptinPagesFilters search={search} onSearch={setSearch} filters={filters} update={update} />
          {list.isPending ? (
            <Loading />
          ) : list.isError ? (
            <ListError
              message={errorMessage(list.error, 'Failed to load opt-in pages')}
              onRetry={() => void list.refetch()}
            />
          ) : list.data.items.length === 0 ? (
            filtered ? (
              <div className="grid justify-items-center gap-3 py-8 text-center">
                <p className="text-muted-foreground">No opt-in pages match this search.</p>
                <Button
                  variant="outline"
                  onClick={() => {
                    setSearch('');
                    update({ q: '', status: undefined, page: 1 });
                  }}
                >
                  Clear the search
                </Button>
              </div>
            ) : (
              <ListEmpty
                icon={GlobeIcon}
                title="No opt-in pages yet"
                text="Pages members publish from their lead magnets show here."
                action={null}
              />
            )
          ) : (
            <div className="grid min-w-0 gap-4" aria-busy={list.isPlaceholderData}>
              <OptinPagesTable pages={list.data.items} canManage={access.manage} onUnpublish={setTakingDown} />
              <Pager
                page={filters.page}
                pageSize={PAGE_SIZE}
                total={list.data.total}
                onPage={(page) => update({ page })}
              />
            </div>
          )}
        </CardContent>
      </Card>
      {access.manage && <TakedownDialog page={takingDown} onClose={() => setTakingDown(null)} />}
    </div>
  );
}

/** /admin/optin-pages (docs/product/admin.md): moderators read the list; admins may also take a page down. */
export function AdminOptinPagesPage() {
  return <AdminGate level="view">{(access) => <OptinPages access={access} />}</AdminGate>;
}
