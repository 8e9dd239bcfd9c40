import type { TContentRow } from '../../../../shared/content-strategy';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyScriptButton, ScriptDetails } from './script-details';

/** Card View: one card per day, for reading on a phone. */
export function PlanCardsView({ rows }: { rows: readonly TContentRow[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {rows.map((r) => (
        <li key={r.day} className="grid">
          <Card className="gap-4 py-5" data-testid="plan-card-day">
            <CardHeader className="px-5">
              <p className="text-xs font-medium text-primary">Day {r.day}</p>
              <CardTitle className="text-base leading-snug">
                <h3>{r.title}</h3>
              </CardTitle>
              <div className="flex flex-wrap gap-1.5 pt-1">
                <Badge variant="secondary">{r.script_type}</Badge>
                <Badge variant="outline">{r.content_pillar}</Badge>
              </div>
            </CardHeader>
            <CardContent className="grid gap-3 px-5 text-sm">
              <p className="text-muted-foreground">{r.summary}</p>
              <div className="grid gap-1">
                <p className="font-medium">Hooks</p>
                <ol className="grid list-decimal gap-1 pl-4">
                  {r.hooks.map((h) => (
                    <li key={h}>{h}</li>
                  ))}
                </ol>
              </div>
              <ScriptDetails row={r} />
            </CardContent>
            <CardFooter className="mt-auto px-5">
              <CopyScriptButton row={r} />
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}
