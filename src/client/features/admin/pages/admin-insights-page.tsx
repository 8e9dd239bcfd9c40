import * as React from 'react';
import { useSearchParams } from 'react-router';
import type { TAdminAccess } from '../../../../shared/admin';
import { INSIGHTS_CHARTS } from '../../../../shared/admin-insights';
import { prefetchWhenIdle } from '@/lib/loading/idle';
import { ApiError } from '@/lib/api-client';
import { useInsights } from '../api/get-insights';
import { AdminGate } from '../components/admin-gate';
import { AdminHeader } from '../components/admin-header';
import { InsightsCard, loadCharts } from '../insights/insights-card';
import { browserTimeZone, rangeParams, rangeQuery, readRange } from '../insights/insights-range';
import { RangePicker } from '../insights/range-picker';

function Insights({ access }: { access: TAdminAccess }) {
  const [params, setParams] = useSearchParams();
  const range = readRange(params);
  const tz = React.useMemo(browserTimeZone, []);
  const { query, error } = rangeQuery(range, tz);
  // Every chart asks with the same range: the first one's refusal is the range's.
  const first = useInsights('members', query ?? { tz }, query !== null);
  const refused = first.error instanceof ApiError && first.error.status === 400 ? first.error.message : null;
  React.useEffect(() => prefetchWhenIdle(loadCharts), []);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <AdminHeader
        title="Insights"
        subtitle="How members use Brandforge, day by day: sign-ups, generations, AI health, quotas, learning and email."
        role={access.role}
      />
      <RangePicker
        key={params.toString()}
        value={range}
        onChange={(next) => setParams(rangeParams(next), { replace: false })}
        error={error ?? refused}
      />
      {query && (
        <div className="grid min-w-0 grid-cols-1 gap-6 xl:grid-cols-2">
          {INSIGHTS_CHARTS.map((chart) => (
            <InsightsCard key={chart} chart={chart} query={query} />
          ))}
        </div>
      )}
    </div>
  );
}

// The dashboard's Overview loads its two small charts from this page's chunk (see the dashboard page).
export { InsightsOverview } from '../insights/insights-overview';

/** /admin/insights (docs/product/admin.md, "Insights"): every admin role may view it, moderators included. */
export function AdminInsightsPage() {
  return <AdminGate level="view">{(access) => <Insights access={access} />}</AdminGate>;
}
