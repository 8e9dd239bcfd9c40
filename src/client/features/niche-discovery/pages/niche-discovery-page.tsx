import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { TNicheDiscovery, TNicheInput } from '../../../../shared/niche-discovery';
import { lazyNamed } from '@/lib/loading/lazy-named';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { BrandProfileToggle } from '@/features/brand-profile/public/prefill';
import { errorMessage } from '@/lib/api-client';
import { useAiStatus } from '@/lib/ai-status-query';
import { prefetchWhenIdle } from '@/lib/loading/idle';
import { toast } from '@/lib/toast';
import { zodResolverOnDemand } from '@/lib/zod-resolver-on-demand';
import { useDiscoverNiche } from '../api/discover-niche';
import { useNicheDiscoveries } from '../api/get-niche-discoveries';
import { NicheSurvey } from '../components/niche-survey';
import { emptyAnswers, SURVEY } from '../survey-questions';
import { useSurveyPrefill } from '../use-survey-prefill';

const resolver = zodResolverOnDemand(() => import('../../../../shared/niche-discovery').then((m) => m.ZNicheInput));
const loadOutcomes = () => import('../components/survey-outcomes');
const AnalyzingScreen = lazyNamed(loadOutcomes, 'AnalyzingScreen');
const NicheResults = lazyNamed(loadOutcomes, 'NicheResults');
const AnalysisFailed = lazyNamed(loadOutcomes, 'AnalysisFailed');
// Below the survey, so the questions show first and the saved list follows in its own chunk.
const SavedDiscoveries = lazyNamed(() => import('../components/saved-discoveries'), 'SavedDiscoveries');

const loading = <Skeleton aria-busy aria-label="Loading..." className="h-96" />;

type View =
  | { kind: 'form' }
  | { kind: 'analyzing' }
  | { kind: 'results'; discovery: TNicheDiscovery }
  | { kind: 'error'; message: string };

/** /niche-discovery: the survey, the analysis, the F.O.C.U.S. result and the saved discoveries. */
export function NicheDiscoveryPage() {
  const form = useForm<TNicheInput>({ resolver, defaultValues: emptyAnswers() });
  const [step, setStep] = React.useState(1);
  const [view, setView] = React.useState<View>({ kind: 'form' });
  const [brandProfile, setBrandProfile] = React.useState(true);
  const discover = useDiscoverNiche({ brandProfile });
  const brandToggle = <BrandProfileToggle checked={brandProfile} onCheckedChange={setBrandProfile} />;
  const survey = useSurveyPrefill(form);
  const offline = useAiStatus().data?.offline ?? false;
  React.useEffect(() => prefetchWhenIdle(loadOutcomes), []);

  // The open result is named in the address, so Back from the content strategy wizard and a reload find it.
  const [params, setParams] = useSearchParams();
  const openId = params.get('discovery');
  const saved = useNicheDiscoveries();
  const fromAddress = view.kind === 'form' && openId ? saved.data?.find((d) => d.id === openId) : undefined;
  const current: View = fromAddress ? { kind: 'results', discovery: fromAddress } : view;

  const show = (next: View) => {
    setView(next);
    setParams(next.kind === 'results' ? { discovery: next.discovery.id } : {}, { replace: true });
    window.scrollTo(0, 0);
  };
  const analyze = (answers: TNicheInput) => {
    show({ kind: 'analyzing' });
    discover.mutate(answers, {
      onSuccess: (discovery) => {
        toast.success('Niche discovered');
        show({ kind: 'results', discovery });
      },
      onError: (e) => {
        const message = errorMessage(e, 'Failed to analyze your niche');
        toast.error(message);
        show({ kind: 'error', message });
      },
    });
  };
  const restart = () => {
    form.reset(survey.fresh(emptyAnswers()));
    setStep(1);
    show({ kind: 'form' });
  };

  if (current.kind === 'analyzing')
    return (
      <React.Suspense fallback={loading}>
        <AnalyzingScreen
          partial={discover.partial}
          onStop={() => {
            // A stop calls neither onSuccess nor onError: the survey comes back with its answers as they were.
            discover.stop();
            show({ kind: 'form' });
          }}
        />
      </React.Suspense>
    );
  if (view.kind === 'form' && openId && saved.isPending) return loading;
  if (current.kind === 'error')
    return (
      <React.Suspense fallback={loading}>
        <AnalysisFailed
          message={current.message}
          onBack={() => setView({ kind: 'form' })}
          onRetry={() => analyze(form.getValues())}
        />
      </React.Suspense>
    );

  const savedList = (
    <React.Suspense fallback={<Skeleton className="h-24 w-full" />}>
      <SavedDiscoveries
        openId={current.kind === 'results' ? current.discovery.id : null}
        onOpen={(discovery) => show({ kind: 'results', discovery })}
        onDeleted={(id) => current.kind === 'results' && current.discovery.id === id && show({ kind: 'form' })}
        onStart={() => {
          setStep(1);
          form.setFocus(SURVEY[0]?.field ?? 'skillsList');
        }}
      />
    </React.Suspense>
  );
  if (current.kind === 'results')
    return (
      <div className="mx-auto grid w-full max-w-6xl gap-6">
        <React.Suspense fallback={loading}>
          <NicheResults discovery={current.discovery} onRestart={restart} />
        </React.Suspense>
        {savedList}
      </div>
    );
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <title>Niche Discovery | Brandforge</title>
      <header className="grid gap-1.5">
        <h1 className="text-2xl sm:text-3xl">Niche Discovery</h1>
        <p className="text-muted-foreground">
          Six questions, one at a time. The F.O.C.U.S. framework turns your answers into one niche.
        </p>
        {offline && <OfflineComposerBadge />}
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <NicheSurvey
            form={form}
            step={step}
            onStep={setStep}
            onSubmit={analyze}
            prefilled={survey.prefilled}
            onClearPrefilled={survey.clear}
            brandToggle={brandToggle}
          />
        </div>
        {savedList}
      </div>
    </div>
  );
}
