import { CalendarDaysIcon } from 'lucide-react';
import { Link } from 'react-router';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PlanUsage } from './plan-usage';

export function WizardHeader({ offline }: { offline: boolean }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid gap-1.5">
        <h1 className="text-2xl sm:text-3xl">Content Strategy</h1>
        <p className="text-muted-foreground">Six short steps to 30 days of videos, each with 4 hooks and a script.</p>
        <div className="flex flex-wrap items-center gap-2">
          <PlanUsage />
          {offline && <OfflineComposerBadge />}
        </div>
      </div>
      <Button asChild variant="outline" className="self-start">
        <Link to={paths.contentPlans}>
          <CalendarDaysIcon aria-hidden />
          My Content Plans
        </Link>
      </Button>
    </header>
  );
}
