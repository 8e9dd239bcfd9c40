import { unparse } from 'papaparse';
import type { TSavedCompetitorAnalysis } from './competitor-analysis';
import { byPriority, PLATFORM_LABELS, percent } from './competitor-report';

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

/**
 * Every insight of every analysis as CSV. Papaparse quotes cells with commas, quotes or line breaks;
 * `escapeFormulae` keeps a cell starting with = + - @ from running as a spreadsheet formula, and the
 * byte-order mark makes Excel read the file as UTF-8.
 */
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
  return '\uFEFF' + unparse({ fields: [...CSV_FIELDS], data }, { escapeFormulae: true });
}
