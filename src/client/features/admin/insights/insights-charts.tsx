import type * as React from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AI_FAILURE_KINDS, AI_FAILURE_LABELS, type TInsightsChartRecord } from '../../../../shared/admin-insights';
import { seriesColour } from './insights-colours';
import { dayName, dayTick, monthName } from './insights-summary';

/**
 * Every chart of the insights page and the dashboard's two small ones, in one module the pages load with
 * `import()`: recharts comes with it and with nothing else. Colours are the theme's variables, so a
 * switch between dark and light redraws nothing. Drawn for the eye: each card offers the same numbers
 * as a table.
 */

const series = seriesColour;

const TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };
const TOOLTIP = {
  contentStyle: {
    background: 'var(--popover)',
    border: '1px solid var(--border)',
    borderRadius: '0.5rem',
    color: 'var(--popover-foreground)',
    fontSize: 12,
  },
  labelStyle: { color: 'var(--popover-foreground)', fontWeight: 600 },
  cursor: { fill: 'var(--muted)', stroke: 'var(--border)' },
};
const LEGEND = {
  // In the order the series are drawn, not alphabetical.
  itemSorter: null,
  wrapperStyle: { fontSize: 12, paddingTop: 4 },
  formatter: (value: string) => <span style={{ color: 'var(--foreground)' }}>{value}</span>,
};
const X_DAYS = {
  dataKey: 'day',
  tick: TICK,
  tickLine: false,
  axisLine: { stroke: 'var(--border)' },
  interval: 'preserveStartEnd' as const,
  minTickGap: 24,
  tickFormatter: dayTick,
};
const Y = { allowDecimals: false, tick: TICK, tickLine: false, axisLine: false, width: 40 };
const MARGIN = { top: 8, right: 8, bottom: 0, left: -12 };
const dayLabel = (label: unknown) => (typeof label === 'string' ? dayName(label) : String(label));

interface Line {
  key: string;
  name: string;
}

function Frame({ height = 'h-64', children }: { height?: string; children: React.ReactElement }) {
  return (
    <div aria-hidden className={`${height} w-full min-w-0 overflow-hidden`}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 256 }}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

function DayLines({ rows, lines }: { rows: readonly object[]; lines: Line[] }) {
  return (
    <Frame>
      <LineChart data={rows} accessibilityLayer={false} margin={MARGIN}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis {...X_DAYS} />
        <YAxis {...Y} />
        <Tooltip {...TOOLTIP} labelFormatter={dayLabel} />
        <Legend {...LEGEND} />
        {lines.map((l, i) => (
          <Line
            key={l.key}
            dataKey={l.key}
            name={l.name}
            stroke={series(i)}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </Frame>
  );
}

function StackedDays({
  rows,
  bars,
  xKey = 'day',
}: {
  rows: readonly object[];
  bars: (Line & { stack?: string; colour: string })[];
  xKey?: string;
}) {
  return (
    <Frame>
      <BarChart data={rows} accessibilityLayer={false} margin={MARGIN}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis {...X_DAYS} dataKey={xKey} tickFormatter={xKey === 'day' ? dayTick : monthName} />
        <YAxis {...Y} />
        <Tooltip {...TOOLTIP} labelFormatter={xKey === 'day' ? dayLabel : (m: unknown) => monthName(String(m))} />
        <Legend {...LEGEND} />
        {bars.map((b) => (
          <Bar
            key={b.key}
            dataKey={b.key}
            name={b.name}
            stackId={b.stack}
            fill={b.colour}
            maxBarSize={28}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Frame>
  );
}

function LatencyBars({ rows }: { rows: { label: string; p50_ms: number; p95_ms: number }[] }) {
  return (
    <Frame height={rows.length > 4 ? 'h-96' : 'h-64'}>
      <BarChart data={rows} layout="vertical" accessibilityLayer={false} margin={{ ...MARGIN, left: 0 }}>
        <CartesianGrid horizontal={false} stroke="var(--border)" />
        <XAxis type="number" tick={TICK} tickLine={false} axisLine={{ stroke: 'var(--border)' }} unit=" ms" />
        <YAxis type="category" dataKey="label" tick={TICK} tickLine={false} axisLine={false} width={110} />
        <Tooltip {...TOOLTIP} />
        <Legend {...LEGEND} />
        <Bar dataKey="p50_ms" name="Median (ms)" fill={series(0)} maxBarSize={16} isAnimationActive={false} />
        <Bar dataKey="p95_ms" name="95th percentile (ms)" fill={series(3)} maxBarSize={16} isAnimationActive={false} />
      </BarChart>
    </Frame>
  );
}

/** The chart of one insights record. */
export function InsightsChart({ record: c }: { record: TInsightsChartRecord }) {
  switch (c.chart) {
    case 'members':
      return (
        <DayLines
          rows={c.rows}
          lines={[
            { key: 'signups', name: 'Sign-ups' },
            { key: 'active_members', name: 'Active members' },
          ]}
        />
      );
    case 'generations':
      return (
        <StackedDays
          rows={c.rows.map((r) => ({ day: r.day, ...r.by_tool }))}
          bars={c.tools.map((t, i) => ({ key: t.generator, name: t.label, stack: 'tools', colour: series(i) }))}
        />
      );
    case 'ai-health':
      return (
        <StackedDays
          rows={c.rows}
          bars={[
            { key: 'calls', name: 'Model calls', colour: 'var(--muted-foreground)' },
            ...AI_FAILURE_KINDS.map((k, i) => ({
              key: k,
              name: AI_FAILURE_LABELS[k],
              stack: 'failures',
              colour: series(i + 1),
            })),
          ]}
        />
      );
    case 'ai-latency':
      return <LatencyBars rows={c.rows.map((r) => ({ ...r, label: `${r.provider} / ${r.model}` }))} />;
    case 'quota':
      return (
        <StackedDays
          rows={c.rows}
          xKey="month"
          bars={c.limits.map((l, i) => ({ key: l.kind, name: l.label, colour: series(i) }))}
        />
      );
    case 'learning':
      return (
        <DayLines
          rows={c.rows}
          lines={[
            { key: 'lessons_completed', name: 'Lessons completed' },
            { key: 'courses_started', name: 'Courses started' },
            { key: 'courses_completed', name: 'Courses completed' },
          ]}
        />
      );
    case 'email':
      return (
        <DayLines
          rows={c.rows}
          lines={[
            { key: 'sent', name: 'Sent' },
            { key: 'bounced', name: 'Bounced' },
            { key: 'unsubscribed', name: 'Unsubscribed' },
          ]}
        />
      );
  }
}

/** The dashboard's small chart: one series per day, bars, no legend. */
export function MiniDayBars({ rows, name }: { rows: { day: string; value: number }[]; name: string }) {
  return (
    <div aria-hidden className="h-28 w-full min-w-0 overflow-hidden">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 300, height: 112 }}>
        <BarChart data={rows} accessibilityLayer={false} margin={{ top: 4, right: 0, bottom: 0, left: 0 }}>
          <XAxis dataKey="day" tick={false} tickLine={false} height={1} axisLine={{ stroke: 'var(--border)' }} />
          <Tooltip {...TOOLTIP} labelFormatter={dayLabel} />
          <Bar dataKey="value" name={name} fill="var(--primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
