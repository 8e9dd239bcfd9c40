import { Skeleton } from '@/components/ui/skeleton';

/** Shaped like the results screen, so nothing jumps when the plan arrives. */
export function PlanResultsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading..." className="mx-auto grid w-full max-w-6xl gap-6">
      <Skeleton className="h-8 w-24" />
      <div className="grid gap-2">
        <Skeleton className="h-9 w-3/4 max-w-lg" />
        <Skeleton className="h-5 w-1/2 max-w-sm" />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-96 rounded-xl" />
    </div>
  );
}
