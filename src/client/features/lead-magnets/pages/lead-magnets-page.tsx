import { MagnetIcon, PlusIcon, RefreshCwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLeadMagnets } from '../api/get-lead-magnets';
import { LeadMagnetCard } from '../components/lead-magnet-card';
import { QuotaLine, useLeadMagnetQuota } from '../components/quota-line';

/** 'Create New Lead Magnet', disabled once the month's quota is used (docs/product/lead-magnets.md). */
function CreateButton() {
  const { atLimit } = useLeadMagnetQuota();
  if (atLimit)
    return (
      <Button disabled>
        <PlusIcon aria-hidden />
        Create New Lead Magnet
      </Button>
    );
  return (
    <Button asChild>
      <Link to={paths.newLeadMagnet}>
        <PlusIcon aria-hidden />
        Create New Lead Magnet
      </Link>
    </Button>
  );
}

function Loading() {
  return (
    <div aria-busy="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Loading...">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-56 rounded-xl" />
      ))}
    </div>
  );
}

function Empty() {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-10 text-center">
        <MagnetIcon aria-hidden className="size-10 text-muted-foreground" />
        <h2 className="text-xl">No Lead Magnets Yet</h2>
        <p className="max-w-md text-muted-foreground">
          Turn what your audience struggles with into a free guide, checklist or template they swap an email address
          for.
        </p>
        <CreateButton />
      </CardContent>
    </Card>
  );
}

/** /lead-magnet-generator: the user's lead magnets, newest first, with the month's quota. */
export function LeadMagnetsPage() {
  const list = useLeadMagnets();
  const { atLimit } = useLeadMagnetQuota();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <title>Lead Magnet Generator | Brandforge</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <h1 className="text-2xl sm:text-3xl">Lead Magnet Generator</h1>
          <p className="text-muted-foreground">Create free resources that turn your audience into subscribers.</p>
          <QuotaLine />
        </div>
        <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
          <CreateButton />
        </div>
      </header>
      {atLimit && (
        <p role="status" className="rounded-lg border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-warning">
          You&apos;ve reached your monthly limit of 3 lead magnets. Limit resets next month.
        </p>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p>Failed to fetch lead magnets</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            <RefreshCwIcon aria-hidden />
            Try again
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <Empty />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.data.map((m) => (
            <LeadMagnetCard key={m.id} magnet={m} />
          ))}
        </div>
      )}
    </div>
  );
}
