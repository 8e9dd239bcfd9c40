import { LoaderCircleIcon } from 'lucide-react';
import type { TCompetitorAnalysisRequest } from '../../../../shared/competitor-analysis';
import { PLATFORM_LABELS } from '../../../../shared/competitor-report';
import { StopGeneration } from '@/components/generation-draft';
import { namedReports, ReportDrafts } from './report-drafts';

interface Props {
  request: TCompetitorAnalysisRequest;
  /** What a streaming model has written so far; null with the offline composer. */
  partial?: unknown;
  onStop?: () => void;
}

/**
 * While the one request runs: who is being analysed, with a busy bar (a single call has no steps to
 * count). A streaming model's reports appear below it, one per competitor, as they are written.
 */
export function AnalyzingPanel({ request, partial = null, onStop }: Props) {
  const n = request.competitors.length;
  const reports = namedReports(partial);
  return (
    <div className="grid justify-items-center gap-4 py-6 text-center">
      <div className="grid justify-items-center gap-4 select-none" role="status" aria-live="polite">
        <LoaderCircleIcon aria-hidden className="size-10 animate-spin text-primary motion-reduce:animate-none" />
        <div className="grid gap-1">
          <h2 className="text-xl">
            Analyzing {n} {n === 1 ? 'competitor' : 'competitors'} on {PLATFORM_LABELS[request.platform]}
          </h2>
          <p className="text-sm text-muted-foreground">This usually takes under a minute. Please keep this tab open.</p>
        </div>
      </div>
      <div className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-primary/20" aria-hidden>
        <div className="h-full w-1/3 animate-pulse rounded-full bg-primary motion-reduce:animate-none" />
      </div>
      {reports.length > 0 ? (
        <ReportDrafts reports={reports} expected={n} />
      ) : (
        <ul className="flex max-w-full flex-wrap justify-center gap-2 text-xs text-muted-foreground">
          {request.competitors.map((c) => (
            <li key={c.handle} className="max-w-full rounded-md border px-2 py-1 break-all">
              {c.name} · {c.handle}
            </li>
          ))}
        </ul>
      )}
      {onStop && <StopGeneration onStop={onStop} />}
    </div>
  );
}
