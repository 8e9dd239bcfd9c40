import { BookOpenIcon, ClockIcon, TrophyIcon } from 'lucide-react';
import type { TLearningStats } from '../../../../shared/learning';
import { StatCard } from '@/components/stat-card';

/** docs/product/learning.md: the three stat cards. */
export function LearningStats({ stats }: { stats: TLearningStats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard label="Enrolled Courses" value={stats.enrolled} icon={BookOpenIcon} />
      <StatCard label="Completed" value={stats.completed} icon={TrophyIcon} />
      <StatCard label="Total Hours" value={stats.total_hours} icon={ClockIcon} />
    </div>
  );
}
