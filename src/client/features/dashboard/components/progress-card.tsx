import { TrophyIcon } from 'lucide-react';
import type { TDashboardProgress } from '../../../../shared/dashboard';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

export function ProgressCard({ progress }: { progress: TDashboardProgress }) {
  return (
    <Card data-testid="progress-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <TrophyIcon aria-hidden className="size-5 text-primary" />
          <h2>Brand Building Progress</h2>
        </CardTitle>
        <CardDescription>Each tool you complete moves you up a level.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex items-end justify-between gap-4">
          <p>
            <span className="text-4xl font-bold tabular-nums" data-testid="progress-percent">
              {progress.percent}%
            </span>{' '}
            <span className="text-sm text-muted-foreground">complete</span>
          </p>
          <Badge className="text-sm" data-testid="progress-level">
            Level {progress.level}
          </Badge>
        </div>
        <Progress value={progress.percent} aria-label="Overall progress" />
        <ul className="grid gap-4">
          {progress.rows.map((row) => (
            <li key={row.key} className="grid gap-1.5" data-testid={`progress-row-${row.key}`}>
              <div className="flex justify-between text-sm">
                <span>{row.label}</span>
                <span className="text-muted-foreground tabular-nums">
                  {row.current}/{row.target}
                </span>
              </div>
              <Progress
                value={Math.min(row.current / row.target, 1) * 100}
                aria-label={`${row.label}: ${row.current} of ${row.target}`}
                className="h-1.5"
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
