import * as React from 'react';
import { lazyNamed } from '@/lib/loading/lazy-named';
import { Skeleton } from '@/components/ui/skeleton';
import { prefetchWhenIdle } from '@/lib/loading/idle';
import { CompetitorDashboard } from '../components/competitor-dashboard';

// The page opens on the dashboard; the wizard (its radio cards and the checks of each competitor, with
// zod) is fetched while the dashboard is read.
const loadWizard = () => import('../wizard/competitor-wizard');
const CompetitorWizard = lazyNamed(loadWizard, 'CompetitorWizard');

/** /competitor-analysis: dashboard mode, or wizard mode while a new analysis is set up (docs/product/competitor-analysis.md). */
export function CompetitorAnalysisPage() {
  const [mode, setMode] = React.useState<'dashboard' | 'wizard'>('dashboard');
  React.useEffect(() => prefetchWhenIdle(loadWizard), []);
  const show = (next: typeof mode) => {
    setMode(next);
    window.scrollTo(0, 0);
  };
  return mode === 'wizard' ? (
    <React.Suspense fallback={<Skeleton aria-busy aria-label="Loading..." className="mx-auto h-96 w-full max-w-3xl" />}>
      <CompetitorWizard onCancel={() => show('dashboard')} onDone={() => show('dashboard')} />
    </React.Suspense>
  ) : (
    <CompetitorDashboard onNew={() => show('wizard')} />
  );
}
