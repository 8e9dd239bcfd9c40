import { useParams } from 'react-router';
import { SavedResultPage } from '@/components/saved-results/saved-result-page';
import { paths } from '@/config/paths';
import { usePainPointAnalysis } from '../api/get-pain-point-analysis';
import { AnalysisDetail } from '../components/analysis-detail';

/** /pain-point-analysis/:analysisId: one analysis; deleting it returns to the list. */
export function AnalysisPage() {
  const { analysisId = '' } = useParams();
  return (
    <SavedResultPage
      query={usePainPointAnalysis(analysisId)}
      listPath={paths.painPoints}
      notFound={{
        docTitle: 'Analysis not found | Brandforge',
        title: 'Analysis not found',
        backLabel: 'Back to Pain Point Analyses',
      }}
    >
      {(analysis) => <AnalysisDetail analysis={analysis} />}
    </SavedResultPage>
  );
}
