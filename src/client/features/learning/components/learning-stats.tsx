import { BookOpenIcon, ClockIcon, TrophyIcon } from 'lucide-react';
import type { TLearningStats } from '../../../../shared/learning';
import { Card, CardContent } from '@/components/ui/card';

/** docs/product/learning.md: the three stat cards. */
export function LearningStats({ stats }: { stats: TLearningStats }) {
  const cards = [
    { label: 'Enrolled Courses', value: stats.enrolled, icon: BookOpenIcon },
    { label: 'Completed', value: stats.completed, icon: TrophyIcon },
    { label: 'Total Hours', value: stats.total_hours, icon: ClockIcon },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ label, value, icon: Icon }) => (
        <Card key={label} className="py-4">
          <CardContent className="flex items-center gap-4 px-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="grid">
              <p className="text-sm text-muted-foreground">{label}</p>
              <p className="text-2xl font-semibold" data-testid={`stat-${label}`}>
                {value}
              </p>
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
