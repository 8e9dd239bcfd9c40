import { RefreshCwIcon, ScrollTextIcon } from 'lucide-react';
import * as React from 'react';
import type { TMission } from '../../../../shared/mission';
import { ConfirmDelete } from '@/components/saved-results/confirm-delete';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMissions } from '@/lib/missions-query';
import { toast } from '@/lib/toast';
import { missionDeletion } from './mission-deletion';
import { SavedMissionItem } from './saved-mission-item';

function ListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading..." className="grid gap-3">
      {[0, 1].map((i) => (
        <Skeleton key={i} className="h-40" />
      ))}
    </div>
  );
}

function Empty({ onStart }: { onStart: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <ScrollTextIcon aria-hidden className="size-10 text-muted-foreground" />
      <p className="max-w-sm text-sm text-muted-foreground">
        No saved mission statements yet. Answer the 12 questions to create your first three.
      </p>
      <Button size="sm" onClick={onStart}>
        Start the questions
      </Button>
    </div>
  );
}

/** Every saved generation, newest first (the server's order), with copy and a confirmed delete. */
export function SavedMissions({ onStart, onDeleted }: { onStart: () => void; onDeleted: (id: string) => void }) {
  const missions = useMissions();
  const [pending, setPending] = React.useState<TMission | null>(null);

  React.useEffect(() => {
    if (missions.isError) toast.error('Failed to load mission statements');
  }, [missions.isError]);

  return (
    <Card data-testid="saved-missions">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle className="text-lg">
          <h2>Saved Mission Statements</h2>
        </CardTitle>
        <CardDescription>
          Newest first. Copy a statement, write bios from it, or delete what you no longer need.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {missions.isPending ? (
          <ListSkeleton />
        ) : missions.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p>Failed to load mission statements</p>
            <Button variant="outline" onClick={() => void missions.refetch()}>
              <RefreshCwIcon aria-hidden />
              Try again
            </Button>
          </div>
        ) : missions.data.length === 0 ? (
          <Empty onStart={onStart} />
        ) : (
          <ul className="grid gap-3">
            {missions.data.map((m) => (
              <SavedMissionItem key={m.id} mission={m} onDelete={setPending} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDelete
        of={missionDeletion(pending)}
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        onDeleted={onDeleted}
      />
    </Card>
  );
}
