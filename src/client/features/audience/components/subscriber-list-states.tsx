import { FilterXIcon, MagnetIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

const ROWS = [0, 1, 2, 3, 4];

/** Placeholders in the list's own shape: the table's header and rows, or the phone's cards. */
export function SubscribersLoading() {
  return (
    <div aria-busy="true" className="@container grid min-w-0 gap-3">
      <p role="status" className="sr-only">
        Loading your subscribers...
      </p>
      <div className="hidden rounded-lg border md:@2xl:block">
        <div className="flex gap-4 border-b bg-muted/50 px-3 py-3">
          {['w-1/3', 'w-1/6', 'w-1/6', 'w-1/12', 'w-1/12'].map((w, i) => (
            <Skeleton key={i} className={`h-4 ${w}`} />
          ))}
        </div>
        {ROWS.map((i) => (
          <div key={i} className="flex items-center gap-4 border-b px-3 py-3 last:border-b-0">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-1/6" />
            <Skeleton className="h-4 w-1/6" />
            <Skeleton className="h-5 w-1/12 rounded-md" />
            <Skeleton className="h-4 w-1/12" />
          </div>
        ))}
      </div>
      <div className="grid gap-3 md:@2xl:hidden">
        {ROWS.slice(0, 3).map((i) => (
          <Skeleton key={i} className="h-32 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

/** No subscriber at all: the way to the first ones is an opt-in page (docs/product/audience.md). */
export function SubscribersEmpty() {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-10 text-center">
        <UsersIcon aria-hidden className="size-10 text-muted-foreground" />
        <p className="max-w-md">
          <span className="font-semibold">No subscribers yet.</span>{' '}
          <span className="text-muted-foreground">Publish a lead magnet as an opt-in page to start your list.</span>
        </p>
        <Button asChild>
          <Link to={paths.leadMagnets}>
            <MagnetIcon aria-hidden />
            Open your lead magnets
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function SubscribersFilteredEmpty({ onClear }: { onClear: () => void }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-10 text-center">
        <FilterXIcon aria-hidden className="size-10 text-muted-foreground" />
        <p>No subscribers match these filters.</p>
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      </CardContent>
    </Card>
  );
}
