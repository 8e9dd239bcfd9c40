import { ArrowLeftIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { Button } from '@/components/ui/button';
import { useAiStatus } from '@/lib/ai-status-query';
import { paths } from '@/config/paths';
import { AnalysisForm } from '../components/analysis-form';
import { PageHeader } from '../components/page-header';

/** /pain-point-analysis/new: the creation form; a generated analysis opens at once. */
export function NewAnalysisPage() {
  const navigate = useNavigate();
  const offline = useAiStatus().data?.offline ?? false;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <title>New Analysis | Brandforge</title>
      <div>
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.painPoints}>
            <ArrowLeftIcon aria-hidden />
            Back
          </Link>
        </Button>
      </div>
      <PageHeader
        title="New Analysis"
        subtitle="Describe your product. You get buyer personas, their pain points, content ideas, positioning and market notes."
      >
        {offline && <OfflineComposerBadge />}
      </PageHeader>
      <AnalysisForm onGenerated={(a) => void navigate(paths.painPointAnalysis(a.id), { replace: true })} />
    </div>
  );
}
