import type { TAiRunRow, TGeneratorTotals } from '../../../../shared/admin';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from './format';

const cell = 'px-3 py-2 align-top';
const tokens = (r: TAiRunRow) =>
  r.input_tokens === null && r.output_tokens === null ? '—' : `${r.input_tokens ?? 0} / ${r.output_tokens ?? 0}`;

/** This month's runs per generator. */
export function GeneratorTotals({ totals }: { totals: TGeneratorTotals[] }) {
  if (totals.length === 0) return <p className="text-sm text-muted-foreground">No AI runs this month.</p>;
  return (
    <div className="relative min-w-0 overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[28rem] text-sm">
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className={cell}>
              Generator
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Runs
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Failed
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Tokens
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {totals.map((t) => (
            <tr key={t.generator}>
              <td className={`${cell} wrap-anywhere`}>{t.generator}</td>
              <td className={`${cell} text-right tabular-nums`}>{t.runs}</td>
              <td className={`${cell} text-right tabular-nums`}>{t.failures}</td>
              <td className={`${cell} text-right tabular-nums`}>{t.tokens.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The last 50 runs: which generator, on what, how long, how many tokens, and what came of it. */
export function AiRunsTable({ runs }: { runs: TAiRunRow[] }) {
  if (runs.length === 0) return <p className="text-sm text-muted-foreground">No AI runs yet.</p>;
  return (
    <div className="relative min-w-0 overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[52rem] table-fixed text-sm">
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className={`${cell} w-40`}>
              Time
            </th>
            <th scope="col" className={cell}>
              Generator
            </th>
            <th scope="col" className={cell}>
              Provider / model
            </th>
            <th scope="col" className={`${cell} w-24 text-right`}>
              Latency
            </th>
            <th scope="col" className={`${cell} w-28 text-right`}>
              Tokens in/out
            </th>
            <th scope="col" className={cell}>
              Outcome
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {runs.map((r) => (
            <tr key={r.id}>
              <td className={cell}>{formatDateTime(r.created_at)}</td>
              <td className={`${cell} wrap-anywhere`}>{r.generator}</td>
              <td className={`${cell} wrap-anywhere`}>
                {r.provider} / {r.model}
              </td>
              <td className={`${cell} text-right tabular-nums`}>{r.duration_ms.toLocaleString('en-US')} ms</td>
              <td className={`${cell} text-right tabular-nums`}>{tokens(r)}</td>
              <td className={cell}>
                <Badge variant={r.outcome === 'success' ? 'success' : 'destructive'}>
                  {r.outcome === 'success' ? 'Success' : 'Failed'}
                </Badge>
                {r.error && <p className="mt-1 text-xs break-words text-muted-foreground">{r.error}</p>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
