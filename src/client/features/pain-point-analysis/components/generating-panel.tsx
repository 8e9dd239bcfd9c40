import { CrosshairIcon } from 'lucide-react';
import * as React from 'react';
import { StopGeneration } from '@/components/generation-draft';
import { Card, CardContent } from '@/components/ui/card';
import { lazyNamed } from '@/lib/loading/lazy-named';

const PARTS = ['Buyer personas', 'Pain points', 'Content ideas', 'Positioning', 'Market intelligence'];

// Only a streaming model's partial result needs these: fetched when a generation starts, not with the page.
export const loadAnalysisDraft = () => import('./persona-drafts');
const PartsWritten = lazyNamed(loadAnalysisDraft, 'PartsWritten');
const PersonaDrafts = lazyNamed(loadAnalysisDraft, 'PersonaDrafts');

const PlainParts = () => (
  <ul className="flex flex-wrap justify-center gap-2 text-xs text-muted-foreground">
    {PARTS.map((p) => (
      <li key={p} className="rounded-full border px-2 py-0.5">
        {p}
      </li>
    ))}
  </ul>
);

/** Seconds since the panel appeared: one request gives no real progress to count, so say how long it has run. */
function useElapsed() {
  const [seconds, setSeconds] = React.useState(0);
  React.useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return seconds;
}

/** While the analysis is written: what is being made, for which product, and that it is still running. */
export function GeneratingPanel({
  productName,
  partial = null,
  onStop,
}: {
  productName: string;
  /** What a streaming model has written so far; null with the offline composer. */
  partial?: unknown;
  onStop?: () => void;
}) {
  const seconds = useElapsed();
  return (
    <div className="grid gap-4">
      <Card aria-busy="true" data-testid="generating">
        <CardContent className="grid justify-items-center gap-4 py-8 text-center">
          <CrosshairIcon
            aria-hidden
            className="size-10 animate-spin text-primary [animation-duration:3s] motion-reduce:animate-none"
          />
          <h2 className="max-w-full text-xl break-words">Analyzing {productName}</h2>
          <p role="status" className="text-sm text-muted-foreground">
            Writing the five parts of your analysis. This usually takes under a minute.
          </p>
          <div
            role="progressbar"
            aria-label="Generating the analysis"
            className="relative h-2 w-full max-w-sm overflow-hidden rounded-full bg-primary/20"
          >
            <div className="absolute inset-y-0 w-1/3 animate-[ppa-indeterminate_1.4s_ease-in-out_infinite] rounded-full bg-primary motion-reduce:animate-none" />
          </div>
          {partial === null ? (
            <PlainParts />
          ) : (
            <React.Suspense fallback={<PlainParts />}>
              <PartsWritten partial={partial} labels={PARTS} />
            </React.Suspense>
          )}
          <p className="text-xs text-muted-foreground tabular-nums">{seconds} s</p>
          {onStop && <StopGeneration onStop={onStop} />}
        </CardContent>
        <style>{'@keyframes ppa-indeterminate{0%{left:-33%}100%{left:100%}}'}</style>
      </Card>
      {partial !== null && (
        <React.Suspense fallback={null}>
          <PersonaDrafts partial={partial} />
        </React.Suspense>
      )}
    </div>
  );
}
