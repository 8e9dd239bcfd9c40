import { ArrowLeftIcon } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useContentPlan } from '../api/get-content-plan';
import { PlanNotFound } from '../components/plan-not-found';
import { PlanResultsSkeleton } from '../components/plan-results-skeleton';
import { SavedPlanResults } from '../components/saved-plan-results';

const BackToPlans = () => (
  <Button asChild variant="ghost" size="sm">
    <Link to={paths.contentPlans}>
      <ArrowLeftIcon aria-hidden />
      Back
    </Link>
  </Button>
);

/** /content-plans/:planId: the results screen for a saved plan. */
export function ContentPlanPage() {
  const { planId = '' } = useParams();
  const plan = useContentPlan(planId);
  const navigate = useNavigate();
  if (plan.isPending) return <PlanResultsSkeleton />;
  if (plan.isError)
    return (
      <PlanNotFound
        message={plan.error.message}
        action={
          <Button asChild>
            <Link to={paths.contentPlans}>Back to My Content Plans</Link>
          </Button>
        }
      />
    );
  return (
    <SavedPlanResults plan={plan.data} back={<BackToPlans />} onDeleted={() => void navigate(paths.contentPlans)} />
  );
}
