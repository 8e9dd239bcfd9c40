import { CrosshairIcon } from 'lucide-react';
import { NewResultButton } from '@/components/saved-results/list-states';
import { SavedResultsPage } from '@/components/saved-results/saved-results-page';
import { paths } from '@/config/paths';
import { usePainPointAnalyses } from '../api/get-pain-point-analyses';
import { AnalysisCard } from '../components/analysis-card';

/** /pain-point-analysis: every analysis the user made, newest first. */
export function PainPointAnalysesPage() {
  return (
    <SavedResultsPage
      docTitle="Pain Point Analyses | Brandforge"
      title="Pain Point Analyses"
      description="Transform your products into targeted content strategies"
      newAction={<NewResultButton to={paths.newPainPointAnalysis} label="New Analysis" />}
      query={usePainPointAnalyses()}
      loading={{ text: 'Loading your analyses...', itemClassName: 'h-48' }}
      empty={{
        icon: CrosshairIcon,
        title: 'No Analyses Yet',
        text: 'Describe one product and get buyer personas, their pain points and content ideas that answer them.',
        action: <NewResultButton to={paths.newPainPointAnalysis} label="Create First Analysis" />,
      }}
      renderItem={(a) => <AnalysisCard analysis={a} />}
    />
  );
}
