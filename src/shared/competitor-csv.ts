import type { TSavedCompetitorAnalysis } from './competitor-analysis';
import { byPriority, PLATFORM_LABELS, percent } from './competitor-report';
import { toCsv } from './csv';

export const INSIGHTS_CSV_FILENAME = 'competitor-insights.csv';

const CSV_FIELDS = [
  'Competitor',
  'Handle',
  'Platform',
  'Insight',
  'Type',
  'Priority',
  'Confidence',
  'Description',
  'Actionable Steps',
  'Created',
] as const;

/** Every insight of every analysis as CSV, highest priority first within each analysis. */
export function insightsToCsv(analyses: readonly TSavedCompetitorAnalysis[]): string {
  const data = analyses.flatMap((a) =>
    [...a.insights]
      .sort(byPriority)
      .map((i) => [
        a.competitor_name,
        a.competitor_handle,
        PLATFORM_LABELS[a.platform],
        i.title,
        i.insight_type,
        i.priority_level,
        percent(i.confidence_score),
        i.description,
        i.actionable_steps.join('\n'),
        i.created_at.slice(0, 10),
      ]),
  );
  return toCsv(CSV_FIELDS, data);
}
