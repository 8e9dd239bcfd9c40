import { ArrowLeftIcon, RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Spec 2: 'Generation Failed', with 'Back to Form' (answers kept) and 'Try Again' (only the failed batches rerun). */
export function GenerationFailed({
  message,
  retrying,
  onBack,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onBack: () => void;
  onRetry: () => void;
}) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 items-center py-8">
      <title>Generation Failed | Brandforge</title>
      <Card className="w-full" role="alert">
        <CardContent className="grid justify-items-center gap-4 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <TriangleAlertIcon aria-hidden className="size-6" />
          </span>
          <h1 className="text-2xl">Generation Failed</h1>
          <p>{message}</p>
          <p className="text-sm text-muted-foreground">
            Your answers are kept, and this month&apos;s plan was not counted. Try Again writes only the videos that are
            missing.
          </p>
          <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button variant="outline" onClick={onBack}>
              <ArrowLeftIcon aria-hidden />
              Back to Form
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
