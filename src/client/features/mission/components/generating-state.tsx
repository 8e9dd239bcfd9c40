import { SparklesIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Shown while the three statements are written; shaped like the result that replaces it. */
export function GeneratingState() {
  return (
    <Card role="status" aria-live="polite" data-testid="mission-generating">
      <CardContent className="grid gap-6">
        <div className="flex flex-col items-center gap-2 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <SparklesIcon aria-hidden className="size-6 animate-pulse motion-reduce:animate-none" />
          </span>
          <h2 className="text-lg font-semibold">Generating Your Personal Brand Mission</h2>
          <p className="text-sm text-muted-foreground">Creating 3 variations...</p>
        </div>
        <ol className="grid gap-3" aria-hidden>
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex gap-3 rounded-lg border p-4">
              <Skeleton className="size-6 shrink-0 rounded-full" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-2/3" />
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
