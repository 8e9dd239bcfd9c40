import type { TContentRow } from '../../../../shared/content-strategy';
import { Badge } from '@/components/ui/badge';
import { CopyScriptButton, ScriptDetails } from './script-details';

const th = 'px-3 py-2 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase';

/** Table View: one row per day. It scrolls sideways inside its own frame on a phone, never the page. */
export function PlanTable({ rows }: { rows: readonly TContentRow[] }) {
  return (
    <div className="max-w-full overflow-x-auto rounded-xl border" role="region" aria-label="Plan table" tabIndex={0}>
      <table className="w-full min-w-[56rem] border-collapse text-sm">
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
            <th scope="col" className={th}>
              Hooks
            </th>
            <th scope="col" className={th}>
              Script
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.day} className="border-t align-top" data-testid="plan-row">
              <td className="px-3 py-3 font-semibold tabular-nums">{r.day}</td>
              <td className="max-w-72 px-3 py-3">
                <p className="font-medium">{r.title}</p>
                <p className="mt-1 text-muted-foreground">{r.summary}</p>
              </td>
              <td className="px-3 py-3">
                <div className="grid gap-1.5">
                  <Badge variant="secondary">{r.script_type}</Badge>
                  <Badge variant="outline">{r.content_pillar}</Badge>
                </div>
              </td>
              <td className="max-w-80 px-3 py-3">
                <ol className="grid list-decimal gap-1 pl-4">
                  {r.hooks.map((h) => (
                    <li key={h}>{h}</li>
                  ))}
                </ol>
              </td>
              <td className="max-w-80 px-3 py-3">
                <div className="grid justify-items-start gap-2">
                  <ScriptDetails row={r} />
                  <CopyScriptButton row={r} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
