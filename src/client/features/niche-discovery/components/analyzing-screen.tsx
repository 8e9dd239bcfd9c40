import { CompassIcon } from 'lucide-react';
import { StopGeneration } from '@/components/generation-draft';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { NicheDraft, nicheDraft } from './niche-draft';

/**
 * While the F.O.C.U.S. analysis runs: one answer, so no progress to count; the card says what is
 * happening. Once a streaming model has written a field, the result's own layout takes its place and
 * fills in as it is written.
 */
export function AnalyzingScreen({ partial = null, onStop }: { partial?: unknown; onStop?: () => void }) {
  const draft = nicheDraft(partial);
  if (draft) return <NicheDraft draft={draft} onStop={onStop} />;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 items-center py-8">
      <title>Analyzing your answers | Brandforge</title>
      <Card className="w-full" aria-busy="true">
        <CardContent className="grid justify-items-center gap-4 text-center">
          <CompassIcon
            aria-hidden
            className="size-10 animate-spin text-primary [animation-duration:3s] motion-reduce:animate-none"
          />
          <h1 className="text-2xl">Analyzing your answers</h1>
          <p className="text-sm text-muted-foreground" role="status">
            Weighing your skills, energy, demand, proof, story and reach against the F.O.C.U.S. framework.
          </p>
          <div className="grid w-full gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </div>
          {onStop && <StopGeneration onStop={onStop} />}
        </CardContent>
      </Card>
    </div>
  );
}
