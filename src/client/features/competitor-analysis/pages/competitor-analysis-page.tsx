import * as React from 'react';
import { CompetitorDashboard } from '../components/competitor-dashboard';
import { CompetitorWizard } from '../wizard/competitor-wizard';

/** /competitor-analysis: dashboard mode, or wizard mode while a new analysis is set up (spec 2, section 4). */
export function CompetitorAnalysisPage() {
  const [mode, setMode] = React.useState<'dashboard' | 'wizard'>('dashboard');
  const show = (next: typeof mode) => {
    setMode(next);
    window.scrollTo(0, 0);
  };
  return mode === 'wizard' ? (
    <CompetitorWizard onCancel={() => show('dashboard')} onDone={() => show('dashboard')} />
  ) : (
    <CompetitorDashboard onNew={() => show('wizard')} />
  );
}
