import {
  ESTIMATE_NOTICE,
  PRIORITY_LEVELS,
  type TCompetitorPlatform,
  type TSavedCompetitorAnalysis,
  type TSavedInsight,
} from './competitor-analysis';

export const PLATFORM_LABELS: Record<TCompetitorPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  youtube: 'YouTube',
};

export const percent = (score: number) => `${Math.round(score * 100)}%`;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Most urgent first; among equals, the one the analysis is surest of. */
export function byPriority(a: TSavedInsight, b: TSavedInsight): number {
  return (
    PRIORITY_LEVELS.indexOf(a.priority_level) - PRIORITY_LEVELS.indexOf(b.priority_level) ||
    b.confidence_score - a.confidence_score
  );
}

/** A file name from the handle, safe on every system. */
export function reportFilename(a: Pick<TSavedCompetitorAnalysis, 'competitor_handle' | 'platform'>): string {
  const handle = a.competitor_handle.replace(/^@+/, '').replace(/[^\p{L}\p{N}_-]+/gu, '-') || 'competitor';
  return `competitor-analysis-${handle}-${a.platform}.md`;
}

// Markdown reads user text as markup; a stray * or # in a note must not restyle the report.
const md = (s: string) => s.replace(/([\\`*_[\]#<>|])/g, '\\$1');
const list = (items: readonly string[]) => items.map((i) => `- ${md(i)}`).join('\n');

/** One analysis as a markdown report: summary, strengths, weaknesses, themes and every insight. */
export function analysisToMarkdown(a: TSavedCompetitorAnalysis): string {
  const insights = [...a.insights]
    .sort(byPriority)
    .map((i) =>
      [
        `### ${md(i.title)}`,
        '',
        `${cap(i.insight_type)} · ${cap(i.priority_level)} priority · ${percent(i.confidence_score)} confidence`,
        '',
        md(i.description),
        '',
        i.actionable_steps.map((s, n) => `${n + 1}. ${md(s)}`).join('\n'),
      ].join('\n'),
    );
  return [
    `# Competitor analysis: ${md(a.competitor_name)} (${md(a.competitor_handle)})`,
    '',
    `Platform: ${PLATFORM_LABELS[a.platform]}  `,
    `Industry context: ${md(a.industry_context)}  `,
    `Created: ${a.created_at.slice(0, 10)}`,
    '',
    `> ${ESTIMATE_NOTICE}.${a.offline ? ' Written by the offline composer.' : ''}`,
    ...(a.notes ? ['', `Your notes: ${md(a.notes)}`] : []),
    '',
    '## Summary',
    '',
    md(a.analysis_summary.description),
    '',
    '## Strengths',
    '',
    list(a.analysis_summary.strengths),
    '',
    '## Weaknesses',
    '',
    list(a.analysis_summary.weaknesses),
    '',
    '## Content themes',
    '',
    list(a.analysis_summary.content_themes),
    '',
    '## Insights',
    '',
    insights.join('\n\n'),
    '',
  ].join('\n');
}
