import { ArrowLeftIcon, RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

interface Props {
  title: string;
  message: string;
  /** What happened to the person's work, and what each button does. */
  reassurance: string;
  backLabel: string;
  onBack: () => void;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed generation: what went wrong, that nothing was lost, and the two ways on (back, or try again). */
export function FailurePanel({ title, message, reassurance, backLabel, onBack, onRetry, retrying = false }: Props) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 items-center py-8">
      <title>{`${title} | Brandforge`}</title>
      <Card className="w-full" role="alert">
        <CardContent className="grid justify-items-center gap-4 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <TriangleAlertIcon aria-hidden className="size-6" />
          </span>
          <h1 className="text-2xl">{title}</h1>
          <p>{message}</p>
          <p className="text-sm text-muted-foreground">{reassurance}</p>
          <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button variant="outline" onClick={onBack}>
              <ArrowLeftIcon aria-hidden />
              {backLabel}
            </Button>
            <Button onClick={onRetry} disabled={retrying}>
              <RefreshCwIcon aria-hidden className={retrying ? 'animate-spin motion-reduce:animate-none' : undefined} />
              Try Again
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
