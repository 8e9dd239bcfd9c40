/** What the dashboard counts, the targets of its progress rows (spec 1 section 9) and its response shape. */
export const DASHBOARD_COUNT_KEYS = ['missions', 'nicheDiscoveries', 'contentPlans'] as const;
export type TDashboardCountKey = (typeof DASHBOARD_COUNT_KEYS)[number];
export type TDashboardCounts = Record<TDashboardCountKey, number>;

export const DASHBOARD_TARGETS: TDashboardCounts = { missions: 3, nicheDiscoveries: 1, contentPlans: 2 };

export const DASHBOARD_ROW_LABELS: Record<TDashboardCountKey, string> = {
  missions: 'Mission Statements',
  nicheDiscoveries: 'Niche Discoveries',
  contentPlans: 'Content Plans',
};

/** How many activity items the dashboard lists. */
export const ACTIVITY_LIMIT = 10;

export interface TActivityItem {
  /** Unique across sources, e.g. `mission:<id>`. */
  id: string;
  /** The tool the item belongs to, e.g. `mission`, `niche-discovery`, `content-plan`. */
  kind: string;
  title: string;
  /** App path that opens the item. */
  href: string;
  /** ISO timestamp. */
  createdAt: string;
}

export interface TProgressRow {
  key: TDashboardCountKey;
  label: string;
  current: number;
  target: number;
}

export interface TDashboardProgress {
  /** 0-100, rounded. */
  percent: number;
  level: number;
  rows: TProgressRow[];
}

export interface TDashboard {
  counts: TDashboardCounts;
  progress: TDashboardProgress;
  activity: TActivityItem[];
}

/** Percent = mean over the rows of min(current / target, 1); Level = floor(percent / 25) + 1. */
export function computeProgress(counts: TDashboardCounts): TDashboardProgress {
  const rows = DASHBOARD_COUNT_KEYS.map((key) => ({
    key,
    label: DASHBOARD_ROW_LABELS[key],
    current: counts[key],
    target: DASHBOARD_TARGETS[key],
  }));
  const mean = rows.reduce((sum, r) => sum + Math.min(r.current / r.target, 1), 0) / rows.length;
  const percent = Math.round(mean * 100);
  return { percent, level: Math.floor(percent / 25) + 1, rows };
}
