import { CalendarDaysIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { NewResultButton } from '@/components/saved-results/list-states';
import { SavedResultsPage } from '@/components/saved-results/saved-results-page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useContentPlans } from '../api/get-content-plans';
import { ContentPlanCard } from '../components/content-plan-card';
import { PlanUsage } from '../components/plan-usage';

/** /content-plans: the saved 30-day plans, newest first, with the month's usage. */
export function ContentPlansPage() {
  const plans = useContentPlans();
  React.useEffect(() => {
    if (plans.isError) toast.error('Failed to load content plans');
  }, [plans.isError]);

  return (
    <SavedResultsPage
      docTitle="My Content Plans | Brandforge"
      title="My Content Plans"
      description="Your saved 30-day plans, newest first."
      details={<PlanUsage />}
      newAction={<NewResultButton to={paths.contentStrategy} label="New Plan" />}
      query={plans}
      loading={{ itemClassName: 'h-80' }}
      errorText={(error) => `Failed to load content plans: ${error.message}`}
      empty={{
        icon: CalendarDaysIcon,
        title: 'No Content Plans Yet',
        text: 'Answer six short steps and get 30 days of videos with hooks and scripts, saved here.',
        action: (
          <Button asChild>
            <Link to={paths.contentStrategy}>Create Your First Plan</Link>
          </Button>
        ),
      }}
      renderItem={(plan) => <ContentPlanCard plan={plan} />}
    />
  );
}
