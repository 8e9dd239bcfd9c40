import { Skeleton } from '@/components/ui/skeleton';

/** Shaped like the dashboard, so the page does not jump when the numbers arrive. */
export function DashboardSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading..." className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-80 lg:col-span-2" />
        <Skeleton className="h-80" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-36" />
        ))}
      </div>
    </div>
  );
}
