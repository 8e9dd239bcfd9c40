/** What the dashboard counts and the targets of its progress rows (docs/product/dashboard.md), one entry per row. */
export const DASHBOARD_ROWS = {
  missions: { label: 'Mission Statements', target: 3 },
  niche_discoveries: { label: 'Niche Discoveries', target: 1 },
  content_plans: { label: 'Content Plans', target: 2 },
  brand_profile: { label: 'Brand Profile', target: 1 },
} as const;
export type TDashboardCountKey = keyof typeof DASHBOARD_ROWS;
export const DASHBOARD_COUNT_KEYS = Object.keys(DASHBOARD_ROWS) as TDashboardCountKey[];
export type TDashboardCounts = Record<TDashboardCountKey, number>;

/** Every count at zero, the start of a sum. */
export const zeroCounts = (): TDashboardCounts =>
  Object.fromEntries(DASHBOARD_COUNT_KEYS.map((k) => [k, 0])) as TDashboardCounts;

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
  created_at: string;
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
    label: DASHBOARD_ROWS[key].label,
    current: counts[key],
    target: DASHBOARD_ROWS[key].target,
  }));
  const mean = rows.reduce((sum, r) => sum + Math.min(r.current / r.target, 1), 0) / rows.length;
  const percent = Math.round(mean * 100);
  return { percent, level: Math.floor(percent / 25) + 1, rows };
}
