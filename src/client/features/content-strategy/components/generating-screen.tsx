import { LoaderCircleIcon } from 'lucide-react';
import * as React from 'react';
import { CONTENT_BATCH_SIZE, CONTENT_PLAN_DAYS, type TPlanJob } from '../../../../shared/content-strategy';
import { StopGeneration } from '@/components/generation-draft';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePlanJob } from '../api/get-plan-job';
import { isFinished } from '../api/plan-job-cache';
import { useStopPlanJob } from '../api/stop-plan-job';
import { DraftRows } from './draft-rows';

/** docs/product/content-strategy.md: the results follow 500 ms after the last batch, so the full bar is seen. */
export const HAND_OFF_MS = 500;

/**
 * Watches a server-side job: real progress (rows written of 30), the rows a streaming model has written
 * so far, and Stop. It survives reloads because the job and its progress do.
 */
export function GeneratingScreen({ jobId, onFinished }: { jobId: string; onFinished: (job: TPlanJob) => void }) {
  const job = usePlanJob(jobId);
  const stop = useStopPlanJob();
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
  const drafts = data && !isFinished(data) ? data.draft_rows : [];
  // Finished batches count in full even before their rows are read back; drafts add the rows of the others.
  const rows = Math.min(Math.max(done * CONTENT_BATCH_SIZE, drafts.length), CONTENT_PLAN_DAYS);
  const onStop = () =>
    stop.mutate(jobId, {
      onError: (error) => toast.error(errorMessage(error, 'The generation could not be stopped.')),
    });
  return (
    <div className="mx-auto grid w-full max-w-4xl content-start gap-6 py-8">
      <title>Generating your plan | Brandforge</title>
      <Card className="mx-auto w-full max-w-xl">
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
            value={(rows / CONTENT_PLAN_DAYS) * 100}
            aria-label="Videos written"
            aria-valuetext={`${rows} of ${CONTENT_PLAN_DAYS} videos written`}
          />
          <p className="text-sm font-medium tabular-nums" aria-live="polite" data-testid="generation-progress">
            {rows} of {CONTENT_PLAN_DAYS} videos written · {done} of {total} batches done
          </p>
          {data && !isFinished(data) && (
            <div className="flex justify-center">
              <StopGeneration onStop={onStop} disabled={stop.isPending} />
            </div>
          )}
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
      <DraftRows rows={drafts} />
    </div>
  );
}
