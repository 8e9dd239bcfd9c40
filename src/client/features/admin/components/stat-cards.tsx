import { type Stat, StatCard } from '@/components/stat-card';

type Count = Omit<Stat, 'value'> & { value: number | undefined };

/** A row of the admin's counts, written with thousands separators. */
export function StatCards({ stats }: { stats: Count[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {stats.map((s) => (
        <StatCard key={s.label} {...s} value={s.value?.toLocaleString('en-US')} />
      ))}
    </div>
  );
}
