import { insightsTable, type TInsightsChartRecord } from '../../../../shared/admin-insights';
import { dayName } from './insights-summary';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The chart's numbers, every day of the range, in a table that scrolls inside its own box on a phone. */
export function InsightsTable({ record, caption }: { record: TInsightsChartRecord; caption: string }) {
  const table = insightsTable(record);
  return (
    // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    <div className="max-h-96 min-w-0 overflow-auto rounded-md border" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-muted text-left">
          <tr>
            {table.columns.map((col) => (
              <th key={col} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {col}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 && (
            <tr>
              <td colSpan={table.columns.length} className="px-3 py-2 text-muted-foreground">
                No rows in this range.
              </td>
            </tr>
          )}
          {table.rows.map(([first, ...rest], i) => (
            <tr key={i} className="border-t">
              <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                {typeof first === 'string' && DAY.test(first) ? <time dateTime={first}>{dayName(first)}</time> : first}
              </th>
              {rest.map((v, j) => (
                <td key={j} className="px-3 py-1.5 text-right">
                  {typeof v === 'number' ? v.toLocaleString('en-US') : v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
