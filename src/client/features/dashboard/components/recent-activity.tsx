import { ActivityIcon, InboxIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { TActivityItem } from '../../../../shared/dashboard';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { inNav, TOOLS, toolForPath } from '@/config/tools';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size)
      return relative.format(Math.sign(seconds) * Math.round(Math.abs(seconds) / size), unit);
  }
  return 'just now';
}

function EmptyState() {
  const first = TOOLS.find(inNav);
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <InboxIcon aria-hidden className="size-10 text-muted-foreground" />
      <p className="max-w-xs text-sm text-muted-foreground">
        No activity yet. What you create with the AI tools shows up here, newest first.
      </p>
      {first && (
        <Button asChild size="sm">
          <Link to={first.path}>Create your first {first.title.toLowerCase()}</Link>
        </Button>
      )}
    </div>
  );
}

export function RecentActivity({ items }: { items: TActivityItem[] }) {
  return (
    <Card data-testid="recent-activity">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ActivityIcon aria-hidden className="size-5 text-primary" />
          <h2>Recent Activity</h2>
        </CardTitle>
        <CardDescription>The latest things you created.</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="grid gap-1">
            {items.map((item) => {
              const Icon = toolForPath(item.href)?.icon ?? ActivityIcon;
              return (
                <li key={item.id}>
                  <Link
                    to={item.href}
                    className="flex items-center gap-3 rounded-md p-2 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <Icon aria-hidden className="size-4 shrink-0 text-primary" />
                    <span className="min-w-0 flex-1 truncate text-sm">{item.title}</span>
                    <time dateTime={item.created_at} className="shrink-0 text-xs text-muted-foreground">
                      {timeAgo(item.created_at)}
                    </time>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
