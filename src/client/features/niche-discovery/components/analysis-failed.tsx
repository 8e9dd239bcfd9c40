import { ArrowLeftIcon, RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Spec 2: 'Analysis Failed' with 'Back to Survey' and 'Try Again'; the answers stay as they were. */
export function AnalysisFailed({
  message,
  onBack,
  onRetry,
}: {
  message: string;
  onBack: () => void;
  onRetry: () => void;
}) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 items-center py-8">
      <title>Analysis Failed | Brandforge</title>
      <Card className="w-full" role="alert">
        <CardContent className="grid justify-items-center gap-4 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <TriangleAlertIcon aria-hidden className="size-6" />
          </span>
          <h1 className="text-2xl">Analysis Failed</h1>
          <p>{message}</p>
          <p className="text-sm text-muted-foreground">Your answers are kept. Try again, or go back and change them.</p>
          <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button variant="outline" onClick={onBack}>
              <ArrowLeftIcon aria-hidden />
              Back to Survey
            </Button>
            <Button onClick={onRetry}>
              <RefreshCwIcon aria-hidden />
              Try Again
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
