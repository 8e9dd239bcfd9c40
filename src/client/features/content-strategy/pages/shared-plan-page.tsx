import { EyeIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { BrandMark } from '@/components/layout/brand-mark';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { authPath, paths } from '@/config/paths';
import { useSharedPlan } from '../api/get-shared-plan';
import { PlanNotFound } from '../components/plan-not-found';
import { PlanResults } from '../components/plan-results';
import { PlanResultsSkeleton } from '../components/plan-results-skeleton';

function SharedPlanBody({ token }: { token: string }) {
  const plan = useSharedPlan(token);
  if (plan.isPending) return <PlanResultsSkeleton />;
  if (plan.isError)
    return (
      <PlanNotFound
        message={plan.error.message}
        action={
          <Button asChild variant="outline">
            <Link to={paths.home}>Go to Brandforge</Link>
          </Button>
        }
      />
    );
  const p = plan.data;
  return (
    <PlanResults
      title={p.plan_name}
      brandName={p.brand_name}
      niche={p.niche}
      rows={p.generated_content.rows}
      offline={p.offline}
      uidPrefix={`shared-${token}`}
      notice={
        <p className="flex items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm text-muted-foreground">
          <EyeIcon aria-hidden className="size-4 shrink-0" />A read-only plan shared with you. Copy or download it; only
          its owner can change it.
        </p>
      }
    />
  );
}

/** /shared/plans/:token: a plan behind its share link, readable without signing in. */
export function SharedPlanPage() {
  const { token = '' } = useParams();
  return (
    <div className="flex min-h-svh flex-col">
      <header className="flex h-14 items-center gap-2 border-b px-4">
        <Link
          to={paths.home}
          className="flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <BrandMark className="size-7" />
          Brandforge
        </Link>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          <Button asChild size="sm">
            <Link to={authPath('signup')}>Make your own plan</Link>
          </Button>
        </div>
      </header>
      <main className="flex flex-1 flex-col p-4 sm:p-6">
        <SharedPlanBody token={token} />
      </main>
    </div>
  );
}
