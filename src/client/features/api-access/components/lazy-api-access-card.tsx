import * as React from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

const ApiAccessCard = React.lazy(() => import('./api-access-card').then((m) => ({ default: m.ApiAccessCard })));

/** The card's outline while its code arrives, so the page does not jump. */
function Placeholder() {
  return (
    <Card aria-busy="true" aria-label="Loading API access">
      <CardHeader>
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-4 w-3/4" />
      </CardHeader>
      <CardContent className="grid gap-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-24" />
      </CardContent>
    </Card>
  );
}

/**
 * The "API access" card, loaded after the rest of the profile: its list, guide and dialogs are code most
 * visits to the page never use, so they stay out of the page's first download.
 */
export function LazyApiAccessCard() {
  return (
    <React.Suspense fallback={<Placeholder />}>
      <ApiAccessCard />
    </React.Suspense>
  );
}
