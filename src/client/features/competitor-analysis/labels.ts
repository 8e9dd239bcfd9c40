import type { TInsightType, TPriorityLevel, TSavedInsight } from '../../../shared/competitor-analysis';
import { paths } from '@/config/paths';

export const analysisPath = (id: string) => `${paths.competitorAnalysis}/${encodeURIComponent(id)}`;

export const TYPE_LABELS: Record<TInsightType, string> = {
  trend: 'Trend',
  opportunity: 'Opportunity',
  recommendation: 'Recommendation',
  pattern: 'Pattern',
  other: 'Other',
};

export const PRIORITY_LABELS: Record<TPriorityLevel, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** The severity colours of docs/brand.md: high red, medium yellow, low green; critical is the solid red. */
export const PRIORITY_VARIANT = {
  critical: 'destructive',
  high: 'outline',
  medium: 'warning',
  low: 'success',
} as const satisfies Record<TPriorityLevel, string>;

/** The content plan keeps pillars to 60 characters; cut on a word, not through one. */
const PILLAR_MAX = 60;
function fit(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s:,;.–-]+$/u, '');
}

/**
 * What a content plan takes from an insight: a gap to answer becomes a pain point, a format or a
 * movement on the platform becomes a content pillar.
 */
export function strategyLink(insight: Pick<TSavedInsight, 'title' | 'insight_type'>): string {
  const pillar = insight.insight_type === 'trend' || insight.insight_type === 'pattern';
  return paths.contentStrategyWith({
    from: 'competitor-analysis',
    painPoints: pillar ? [] : [insight.title],
    pillars: pillar ? [fit(insight.title, PILLAR_MAX)] : [],
  });
}

