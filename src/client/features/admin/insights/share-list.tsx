import type { TGenerationToolRecord } from '../../../../shared/admin-insights';
import { seriesColour } from './insights-colours';

/** Each tool's share of the range's generations, largest first, with its colour on the chart. */
export function ShareList({ tools }: { tools: readonly TGenerationToolRecord[] }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">Share of generations</h3>
      <ul className="grid gap-1.5 text-sm">
        {tools.map((t, i) => (
          <li key={t.generator} className="flex min-w-0 items-center gap-2">
            <span aria-hidden className="size-2.5 shrink-0 rounded-sm" style={{ background: seriesColour(i) }} />
            <span className="min-w-0 flex-1 truncate">{t.label}</span>
            <span className="tabular-nums text-muted-foreground">
              {t.total.toLocaleString('en-US')} ({(t.share * 100).toFixed(t.share > 0 && t.share < 0.1 ? 1 : 0)}%)
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
