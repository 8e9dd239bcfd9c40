import type { TPlanDraftRow } from '../../../../shared/content-strategy';
import { Badge } from '@/components/ui/badge';

/**
 * The plan's rows as a streaming model writes them: day, title and summary first, hooks and script once
 * the plan is done. One card per day, two columns where there is room.
 */
export function DraftRows({ rows }: { rows: readonly TPlanDraftRow[] }) {
  if (!rows.length) return null;
  return (
    <section aria-label="Videos written so far" className="grid gap-3">
      <h2 className="text-base font-semibold">Written so far</h2>
      <ol className="grid gap-3 sm:grid-cols-2">
        {rows.map((r) => (
          <li key={r.day} className="grid min-w-0 gap-1.5 rounded-xl border bg-card p-4" data-testid="draft-row">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-xs font-semibold text-primary tabular-nums">Day {r.day}</span>
              {r.script_type && <Badge variant="secondary">{r.script_type}</Badge>}
            </div>
            <p className="font-medium break-words">{r.title}</p>
            <p className="text-sm break-words text-muted-foreground">{r.summary}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
