import { CheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { TMission } from '../../../../shared/mission';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatGeneratedAt, missionStatements } from '@/lib/mission-text';

/** The spec lists this many saved missions on the bio screen, then 'And N more'. */
const LISTED = 3;

export const missionText = (m: TMission) => missionStatements(m).join('\n');

interface Props {
  /** The statements the bios are written from. */
  inUse: string;
  missions: TMission[];
  onUse: (mission: TMission) => void;
}

/** What the bios build on, and the first three saved missions to switch to. */
export function MissionSource({ inUse, missions, onUse }: Props) {
  const more = missions.length - LISTED;
  return (
    <Card className="gap-4" data-testid="mission-source">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle className="text-base">
          <h2>Writing from your mission</h2>
        </CardTitle>
        <CardDescription>Every bio below is built on these statements.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 px-4 sm:px-6">
        <blockquote className="grid gap-1 border-l-2 border-primary pl-4 text-sm" data-testid="mission-in-use">
          {inUse.split('\n').map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </blockquote>
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Your mission statements</h3>
          <ul className="grid gap-2">
            {missions.slice(0, LISTED).map((m) => {
              const current = missionText(m) === inUse;
              return (
                <li key={m.id} className="flex items-center gap-3 rounded-lg border p-3" data-testid="bio-mission">
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <p className="line-clamp-2 text-sm">{missionStatements(m)[0]}</p>
                    <p className="text-xs text-muted-foreground">Generated on {formatGeneratedAt(m.generated_at)}</p>
                  </div>
                  {current ? (
                    <Badge variant="success">
                      <CheckIcon aria-hidden />
                      In use
                    </Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => onUse(m)}
                      aria-label={`Use This: the mission of ${formatGeneratedAt(m.generated_at)}`}
                    >
                      Use This
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {more > 0 && (
            <p className="text-sm text-muted-foreground">
              And {more} more.{' '}
              <Link
                to={paths.mission}
                className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                See them all
              </Link>
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
