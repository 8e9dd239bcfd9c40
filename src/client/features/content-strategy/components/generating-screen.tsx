import { LoaderCircleIcon } from 'lucide-react';
import * as React from 'react';
import { CONTENT_BATCH_SIZE, type TPlanJob } from '../../../../shared/content-strategy';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { ApiError } from '@/lib/api-client';
import { usePlanJob } from '../api/get-plan-job';
import { isFinished } from '../api/plan-job-cache';

/** docs/product/content-strategy.md: the results follow 500 ms after the last batch, so the full bar is seen. */
export const HAND_OFF_MS = 500;

/** Watches a server-side job: real progress (batches done of 5), and survives reloads because the job does. */
export function GeneratingScreen({ jobId, onFinished }: { jobId: string; onFinished: (job: TPlanJob) => void }) {
  const job = usePlanJob(jobId);
  const finished = React.useRef(onFinished);
  finished.current = onFinished;
  const data = job.data;

  React.useEffect(() => {
    if (!data || !isFinished(data)) return;
    const timer = setTimeout(() => finished.current(data), data.status === 'succeeded' ? HAND_OFF_MS : 0);
    return () => clearTimeout(timer);
  }, [data]);

  const done = data?.batches_done ?? 0;
  const total = data?.batches_total ?? 5;
  const videos = Math.min(done * CONTENT_BATCH_SIZE, total * CONTENT_BATCH_SIZE);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 items-center py-8">
      <title>Generating your plan | Brandforge</title>
      <Card className="w-full">
        <CardContent className="grid gap-5 text-center">
          <LoaderCircleIcon
            aria-hidden
            className="mx-auto size-10 animate-spin text-primary motion-reduce:animate-none"
          />
          <div className="grid gap-1">
            <h1 className="text-2xl">Generating your 30-day plan</h1>
            <p className="text-sm text-muted-foreground">
              {data?.status === 'queued'
                ? 'Waiting for a free worker...'
                : 'Writing titles, hooks and scripts in 5 batches of 6 videos.'}
            </p>
          </div>
          <Progress
            value={(done / total) * 100}
            aria-label="Batches done"
            aria-valuetext={`${done} of ${total} batches done`}
          />
          <p className="text-sm font-medium tabular-nums" aria-live="polite" data-testid="generation-progress">
            {done} of {total} batches done · {videos} of {total * CONTENT_BATCH_SIZE} videos
          </p>
          {job.isError && (
            <p role="status" className="text-sm text-warning">
              {job.error instanceof ApiError && job.error.status >= 400
                ? job.error.message
                : 'Cannot reach the server right now; still trying. Your plan keeps generating on the server.'}
            </p>
          )}
          <p className="text-xs text-muted-foreground">
            You can leave this page or close the tab: the plan keeps generating on the server. Come back here to keep
            watching, or find it in My Content Plans.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
