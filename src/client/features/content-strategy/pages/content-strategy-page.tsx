import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { GENERATION_STOPPED_MESSAGE } from '../../../../shared/generation-request';
import type { TContentRow, TPlanJob } from '../../../../shared/content-strategy';
import type { TContentPlanInput } from '../../../../shared/content-plan-input';
import { BrandProfileToggle } from '@/features/brand-profile/public/prefill';
import { errorMessage } from '@/lib/api-client';
import { useAiStatus } from '@/lib/ai-status-query';
import { toast } from '@/lib/toast';
import { queryKeys } from '@/lib/query-keys';
import { useActivePlanJob } from '../api/get-active-plan-job';
import { planJobKeys } from '../api/keys';
import { afterJobFinished } from '../api/plan-job-cache';
import { useRetryPlanJob } from '../api/retry-plan-job';
import { useStartPlanJob } from '../api/start-plan-job';
import { lazyNamed } from '@/lib/loading/lazy-named';
import { prefetchWhenIdle } from '@/lib/loading/idle';
import { PlanResultsSkeleton } from '../components/plan-results-skeleton';
import { WizardHeader } from '../components/wizard-header';
import { ContentWizard } from '../wizard/content-wizard';
import { hasPrefill, prefilledWizard, readPrefill } from '../wizard/prefill';
import { useWizardPrefill } from '../wizard/use-wizard-prefill';
import {
  emptyWizard,
  fromPlanInput,
  toPlanInput,
  type UpdateWizard,
  WIZARD_STEPS,
  type WizardValues,
} from '../wizard/wizard-values';

const loadViews = () => import('../components/generation-views');
const GeneratingScreen = lazyNamed(loadViews, 'GeneratingScreen');
const GenerationFailed = lazyNamed(loadViews, 'GenerationFailed');
const NewPlanResults = lazyNamed(loadViews, 'NewPlanResults');
const UnsavedPlanResults = lazyNamed(loadViews, 'UnsavedPlanResults');

type View =
  | { kind: 'form' }
  | { kind: 'generating'; jobId: string }
  | { kind: 'results'; planId: string }
  | { kind: 'unsaved'; rows: TContentRow[]; input: TContentPlanInput }
  | { kind: 'failed'; jobId: string; message: string };

/** /content-strategy: the six-step wizard, then the server-side generation, then the plan. */
export function ContentStrategyPage() {
  const [params, setParams] = useSearchParams();
  const [prefill, setPrefill] = React.useState(() => readPrefill(params));
  const [values, setValues] = React.useState<WizardValues>(() => prefilledWizard(prefill));
  const update = React.useCallback<UpdateWizard>((change) => setValues((v) => ({ ...v, ...change })), []);
  const [step, setStep] = React.useState(1);
  const [view, setView] = React.useState<View | null>(null);
  const queryClient = useQueryClient();
  const active = useActivePlanJob();
  const [brandProfile, setBrandProfile] = React.useState(true);
  const start = useStartPlanJob({ brandProfile });
  const brand = useWizardPrefill(values, update, { skip: view?.kind !== 'form' || hasPrefill(prefill) });
  const retry = useRetryPlanJob();
  const offline = useAiStatus().data?.offline ?? false;

  React.useEffect(() => prefetchWhenIdle(loadViews), []);

  // Once: an unfinished generation (after a reload or from another tab) is watched again, answers restored.
  React.useEffect(() => {
    if (view !== null || active.isPending) return;
    const job = active.data?.job;
    if (!job) return setView({ kind: 'form' });
    setValues(fromPlanInput(job.input));
    setStep(WIZARD_STEPS);
    queryClient.setQueryData(planJobKeys.detail(job.id), job);
    setView({ kind: 'generating', jobId: job.id });
  }, [view, active.isPending, active.data, queryClient]);

  const watch = (job: TPlanJob) => setView({ kind: 'generating', jobId: job.id });
  const refused = (e: unknown) => {
    toast.error(errorMessage(e, 'Failed to generate content batch'));
    void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
  };

  function finished(job: TPlanJob) {
    afterJobFinished(queryClient);
    // Stopped here or in another tab: back to the answers, which are all still there.
    if (job.status === 'failed' && job.error === GENERATION_STOPPED_MESSAGE) {
      toast.info(GENERATION_STOPPED_MESSAGE);
      return setView({ kind: 'form' });
    }
    if (job.status === 'failed') {
      const message = job.error ?? 'Failed to generate content batch';
      toast.error(message);
      return setView({ kind: 'failed', jobId: job.id, message });
    }
    toast.success('30-day content plan generated!');
    if (job.plan_id) {
      toast.success('Content plan saved successfully!');
      return setView({ kind: 'results', planId: job.plan_id });
    }
    toast.error('Failed to save content plan');
    setView({ kind: 'unsaved', rows: job.rows ?? [], input: job.input });
  }

  function startOver() {
    setValues(brand.fresh(emptyWizard('')));
    setStep(1);
    setPrefill(readPrefill(new URLSearchParams()));
    if (params.size > 0) setParams({}, { replace: true });
    setView({ kind: 'form' });
  }

  if (!view) return <PlanResultsSkeleton />;
  if (view.kind !== 'form')
    return (
      <React.Suspense fallback={<PlanResultsSkeleton />}>
        {view.kind === 'generating' && <GeneratingScreen jobId={view.jobId} onFinished={finished} />}
        {view.kind === 'results' && <NewPlanResults planId={view.planId} onBack={startOver} />}
        {view.kind === 'unsaved' && (
          <UnsavedPlanResults rows={view.rows} input={view.input} offline={offline} onBack={startOver} />
        )}
        {view.kind === 'failed' && (
          <GenerationFailed
            message={view.message}
            retrying={retry.isPending}
            onBack={() => setView({ kind: 'form' })}
            onRetry={() => retry.mutate(view.jobId, { onSuccess: watch, onError: refused })}
          />
        )}
      </React.Suspense>
    );
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <title>Content Strategy | Brandforge</title>
      <WizardHeader offline={offline} />
      <ContentWizard
        values={values}
        update={update}
        step={step}
        onStep={setStep}
        starting={start.isPending}
        prefill={prefill}
        brandMarks={brand.mark}
        brandProfile={brandProfile}
        brandToggle={<BrandProfileToggle checked={brandProfile} onCheckedChange={setBrandProfile} />}
        onGenerate={() => start.mutate(toPlanInput(values), { onSuccess: watch, onError: refused })}
      />
    </div>
  );
}
