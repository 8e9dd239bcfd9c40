import type { TPlanDraftRow } from '../../../../shared/content-strategy';
import { Badge } from '@/components/ui/badge';
import { PlanViewTabs } from './plan-view-tabs';

const th = 'px-3 py-2 text-left text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase';

function Formats({ row }: { row: TPlanDraftRow }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {row.script_type && <Badge variant="secondary">{row.script_type}</Badge>}
      {row.content_pillar && <Badge variant="outline">{row.content_pillar}</Badge>}
    </div>
  );
}

/**
 * The plan's rows as a streaming model writes them, in the results' two views: day, title and summary
 * first, hooks and script once the plan is done. Phones open on the cards, as the results do.
 */
export function DraftRows({ rows }: { rows: readonly TPlanDraftRow[] }) {
  if (!rows.length) return null;
  return (
    <section aria-label="Videos written so far" className="grid min-w-0 gap-3">
      <h2 className="text-base font-semibold">Written so far</h2>
      <PlanViewTabs
        table={
          <div
            className="max-w-full overflow-x-auto rounded-xl border"
            role="region"
            aria-label="Rows so far"
            tabIndex={0}
          >
            <table className="w-full min-w-[40rem] border-collapse text-sm">
              <thead className="bg-muted/50">
                <tr>
                  <th scope="col" className={th}>
                    Day
                  </th>
                  <th scope="col" className={th}>
                    Video
                  </th>
                  <th scope="col" className={th}>
                    Format
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.day} className="border-t align-top" data-testid="draft-row">
                    <td className="px-3 py-3 font-semibold tabular-nums">{r.day}</td>
                    <td className="px-3 py-3">
                      <p className="font-medium break-words">{r.title}</p>
                      <p className="mt-1 break-words text-muted-foreground">{r.summary}</p>
                    </td>
                    <td className="px-3 py-3">
                      <Formats row={r} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        }
        cards={
          <ol className="grid gap-3 sm:grid-cols-2">
            {rows.map((r) => (
              <li key={r.day} className="grid min-w-0 gap-1.5 rounded-xl border bg-card p-4" data-testid="draft-card">
                <span className="text-xs font-semibold text-primary tabular-nums">Day {r.day}</span>
                <p className="font-medium break-words">{r.title}</p>
                <p className="text-sm break-words text-muted-foreground">{r.summary}</p>
                <Formats row={r} />
              </li>
            ))}
          </ol>
        }
      />
    </section>
  );
}
