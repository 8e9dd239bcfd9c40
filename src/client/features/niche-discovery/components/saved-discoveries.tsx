import { CompassIcon, RefreshCwIcon } from 'lucide-react';
import * as React from 'react';
import type { TNicheDiscovery } from '../../../../shared/niche-discovery';
import { ConfirmDelete, type Deletion } from '@/components/saved-results/confirm-delete';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useDeleteNicheDiscovery } from '../api/delete-niche-discovery';
import { useNicheDiscoveries } from '../api/get-niche-discoveries';

const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

const discoveryDeletion = (discovery: TNicheDiscovery): Deletion => ({
  id: discovery.id,
  useRemove: useDeleteNicheDiscovery,
  title: 'Delete this niche discovery?',
  description: (
    <>&quot;{discovery.recommended_niche}&quot; and your answers are removed for good. Plans you built from it stay.</>
  ),
  label: `Delete "${discovery.recommended_niche}"`,
  deleted: 'Niche discovery deleted successfully!',
  failed: 'Failed to delete niche discovery',
});

interface SavedDiscoveriesProps {
  openId: string | null;
  onOpen: (d: TNicheDiscovery) => void;
  onDeleted: (id: string) => void;
  onStart: () => void;
}

/** Every discovery the user made, newest first; each can be reopened or deleted. */
export function SavedDiscoveries({ openId, onOpen, onDeleted, onStart }: SavedDiscoveriesProps) {
  const list = useNicheDiscoveries();
  React.useEffect(() => {
    if (list.isError) toast.error('Failed to load niche discoveries');
  }, [list.isError]);

  return (
    <Card className="h-fit gap-4" data-testid="saved-discoveries">
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>Saved discoveries</h2>
        </CardTitle>
        <CardDescription>Newest first. Open one to see its F.O.C.U.S. cards again.</CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label="Loading...">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : list.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p>Failed to load niche discoveries</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              <RefreshCwIcon aria-hidden />
              Try again
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          <div className="grid justify-items-center gap-3 py-4 text-center">
            <CompassIcon aria-hidden className="size-8 text-muted-foreground" />
            <p className="text-sm text-muted-foreground">Each niche you discover is saved here.</p>
            <Button size="sm" variant="outline" onClick={onStart}>
              Answer the first question
            </Button>
          </div>
        ) : (
          <ul className="grid gap-2">
            {list.data.map((d) => (
              <li
                key={d.id}
                className="flex items-center gap-2 rounded-lg border p-2 pl-3"
                data-testid="saved-discovery"
              >
                <div className="grid min-w-0 flex-1">
                  <span className="truncate text-sm font-medium" title={d.recommended_niche}>
                    {d.recommended_niche}
                  </span>
                  <time dateTime={d.generated_at} className="text-xs text-muted-foreground">
                    {date(d.generated_at)}
                  </time>
                </div>
                <Button
                  variant={openId === d.id ? 'secondary' : 'outline'}
                  size="sm"
                  onClick={() => onOpen(d)}
                  aria-label={`Open "${d.recommended_niche}"`}
                  aria-current={openId === d.id ? 'true' : undefined}
                >
                  Open
                </Button>
                <ConfirmDelete of={discoveryDeletion(d)} onDeleted={onDeleted} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
