import { TargetIcon } from 'lucide-react';
import type { TNicheResult } from '../../../../shared/niche-discovery';
import { StopGeneration } from '@/components/generation-draft';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { partialText } from '@/components/generation-draft';
import { cn } from '@/lib/utils';
import { FOCUS } from './niche-results';

type NicheDraftFields = Partial<Record<keyof TNicheResult, string>>;

const KEYS: (keyof TNicheResult)[] = ['recommendedNiche', ...FOCUS.map((f) => f.key), 'whyThisNiche'];

/** The written text fields of a streamed result; null while none is, so the plain waiting card stays. */
export function nicheDraft(partial: unknown): NicheDraftFields | null {
  const draft: NicheDraftFields = {};
  for (const key of KEYS) {
    const text = partialText(partial, key);
    if (text !== undefined) draft[key] = text;
  }
  return Object.keys(draft).length ? draft : null;
}

const Lines = () => (
  <div aria-hidden className="grid gap-2">
    <Skeleton className="h-4 w-full" />
    <Skeleton className="h-4 w-4/5" />
  </div>
);

/** The result's layout while it is written: each field as soon as it is there, skeletons for the rest. */
export function NicheDraft({ draft, onStop }: { draft: NicheDraftFields; onStop?: () => void }) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6" aria-busy="true" data-testid="niche-draft">
      <title>Analyzing your answers | Brandforge</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <h1 className="text-2xl sm:text-3xl">Analyzing your answers</h1>
          <p className="text-muted-foreground" role="status">
            Your niche is being written with the F.O.C.U.S. framework.
          </p>
        </div>
        {onStop && <StopGeneration onStop={onStop} />}
      </header>
      <Card className="border-primary/40 bg-primary/5">
        <CardContent className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <TargetIcon aria-hidden className="size-6" />
          </span>
          <div className="grid min-w-0 flex-1 gap-1">
            <p className="text-sm font-medium text-muted-foreground">Your recommended niche</p>
            {draft.recommendedNiche ? (
              <p className="text-xl font-semibold wrap-anywhere sm:text-2xl" data-testid="draft-niche">
                {draft.recommendedNiche}
              </p>
            ) : (
              <Skeleton aria-hidden className="h-8 w-2/3" />
            )}
          </div>
        </CardContent>
      </Card>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6" aria-label="F.O.C.U.S. framework">
        {FOCUS.map((f, i) => (
          <li key={f.key} className={cn('grid', i < 3 ? 'lg:col-span-2' : 'lg:col-span-3', i === 4 && 'sm:col-span-2')}>
            <Card className="min-w-0 gap-3 py-5">
              <CardHeader className="px-5">
                <CardTitle className="flex items-center gap-3">
                  <span
                    aria-hidden
                    className="flex size-8 items-center justify-center rounded-lg bg-primary/10 font-bold text-primary"
                  >
                    {f.letter}
                  </span>
                  <h2 className="text-base">{f.title}</h2>
                </CardTitle>
              </CardHeader>
              <CardContent className="px-5 text-sm break-words text-muted-foreground">
                {draft[f.key] ?? <Lines />}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">
            <h2>Why this niche</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="text-sm leading-relaxed break-words whitespace-pre-line">
          {draft.whyThisNiche ?? <Lines />}
        </CardContent>
      </Card>
    </div>
  );
}
