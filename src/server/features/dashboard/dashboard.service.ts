import {
  ACTIVITY_LIMIT,
  type TActivityItem,
  type TDashboard,
  type TDashboardCounts,
  computeProgress,
  DASHBOARD_COUNT_KEYS,
  zeroCounts,
} from '../../../shared/dashboard';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import type { DashboardSource } from '../../dashboard-sources';

interface Job<T> {
  id: string;
  run: Promise<T>;
}

/** One broken source must not take the whole dashboard down: it is logged and contributes nothing. */
async function settle<T>(jobs: Job<T>[], what: string, logger: Logger): Promise<T[]> {
  const results = await Promise.allSettled(jobs.map((j) => j.run));
  return results.flatMap((r, i) => {
    if (r.status === 'fulfilled') return [r.value];
    logger.error({ err: r.reason as unknown, source: jobs[i]?.id }, `dashboard ${what} failed`);
    return [];
  });
}

export async function getDashboard({
  db,
  userId,
  logger,
  sources,
}: {
  db: Db;
  userId: string;
  logger: Logger;
  sources: readonly DashboardSource[];
}): Promise<TDashboard> {
  const countJobs = sources.flatMap((s) => (s.counts ? [{ id: s.id, run: s.counts({ db, userId }) }] : []));
  const activityJobs = sources.flatMap((s) =>
    s.activity ? [{ id: s.id, run: s.activity({ db, userId, limit: ACTIVITY_LIMIT }) }] : [],
  );
  const [partials, lists] = await Promise.all([
    settle(countJobs, 'counts', logger),
    settle(activityJobs, 'activity', logger),
  ]);

  const counts: TDashboardCounts = zeroCounts();
  for (const partial of partials) {
    for (const key of DASHBOARD_COUNT_KEYS) counts[key] += Math.max(0, Math.trunc(partial[key] ?? 0));
  }
  const activity: TActivityItem[] = lists
    .flat()
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, ACTIVITY_LIMIT);

  return { counts, progress: computeProgress(counts), activity };
}
