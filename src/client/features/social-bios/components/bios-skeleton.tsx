import { Skeleton } from '@/components/ui/skeleton';

/** Shaped like the (optional) mission card and the platform grid, so nothing jumps when they load. */
export function BiosSkeleton({ withMission = false }: { withMission?: boolean }) {
  return (
    <div aria-busy="true" aria-label="Loading..." className="grid gap-6">
      {withMission && <Skeleton className="h-44" />}
      <div className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-48" />
        ))}
      </div>
    </div>
  );
}
