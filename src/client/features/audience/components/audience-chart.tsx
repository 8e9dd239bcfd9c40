import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type Day, dayLabel } from './audience-chart-days';

// Colours are the theme's own variables, so the chart follows a switch between dark and light at once.
const TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };
const TOOLTIP = {
  background: 'var(--popover)',
  border: '1px solid var(--border)',
  borderRadius: '0.5rem',
  color: 'var(--popover-foreground)',
  fontSize: 12,
};

/**
 * New subscribers per day as bars (recharts, loaded with this module only). Drawn for the eye: the card
 * around it gives screen readers the same numbers as a table.
 */
export function AudienceChart({ days }: { days: readonly Day[] }) {
  const data = days.map((d) => ({ label: dayLabel(d.day), count: d.count }));
  return (
    <div aria-hidden className="h-48 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 192 }}>
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 4, bottom: 0, left: -20 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="label"
            tick={TICK}
            tickLine={false}
            axisLine={{ stroke: 'var(--border)' }}
            interval="preserveStartEnd"
            minTickGap={24}
          />
          <YAxis allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} width={44} />
          <Tooltip
            cursor={{ fill: 'var(--muted)' }}
            contentStyle={TOOLTIP}
            labelStyle={{ color: 'var(--popover-foreground)', fontWeight: 600 }}
            itemStyle={{ color: 'var(--popover-foreground)' }}
          />
          <Bar
            dataKey="count"
            name="New subscribers"
            fill="var(--primary)"
            radius={[4, 4, 0, 0]}
            maxBarSize={28}
            // Drawn at once: bars that grow in again on every resize read as a flicker, not as news.
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
