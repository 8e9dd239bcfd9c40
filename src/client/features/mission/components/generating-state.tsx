import { SparklesIcon } from 'lucide-react';
import { StopGeneration } from '@/components/generation-draft';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

const VARIATIONS = 3;

/**
 * Shown while the three statements are written; shaped like the result that replaces it. With a model
 * that streams, each statement takes its place as it is written, word by word, so the line names the one
 * being written rather than counting it as done.
 */
export function GeneratingState({ statements = [], onStop }: { statements?: string[]; onStop?: () => void }) {
  const written = statements.slice(0, VARIATIONS);
  return (
    <Card data-testid="mission-generating">
      <CardContent className="grid gap-6">
        <div className="flex flex-col items-center gap-2 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <SparklesIcon aria-hidden className="size-6 animate-pulse motion-reduce:animate-none" />
          </span>
          <h2 className="text-lg font-semibold">Generating Your Personal Brand Mission</h2>
          <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
            {written.length ? `Writing statement ${written.length} of ${VARIATIONS}...` : 'Creating 3 variations...'}
          </p>
          {onStop && <StopGeneration onStop={onStop} />}
        </div>
        <ol className="grid gap-3">
          {Array.from({ length: VARIATIONS }, (_, i) => (
            <li key={i} className="flex gap-3 rounded-lg border p-4">
              {written[i] !== undefined ? (
                <>
                  <span
                    aria-hidden
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
                  >
                    {i + 1}
                  </span>
                  <p className="min-w-0 flex-1 leading-relaxed break-words" data-testid="mission-draft-statement">
                    {written[i]}
                  </p>
                </>
              ) : (
                <div aria-hidden className="flex flex-1 gap-3">
                  <Skeleton className="size-6 shrink-0 rounded-full" />
                  <div className="grid flex-1 gap-2">
                    <Skeleton className="h-4 w-full" />
                    <Skeleton className="h-4 w-2/3" />
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
