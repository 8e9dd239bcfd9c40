import {
  INSIGHT_TYPES,
  PRIORITY_LEVELS,
  ZCompetitorAnalysis,
  ZCompetitorAnalysisInput,
} from '../../../shared/competitor-analysis';
import { defineGenerator } from '../../ai/generator';
import { VOICE, answer } from '../../ai/prompts';
import { composeCompetitorAnalysis, sameHandle } from './competitor-analysis.composer';

/** Spec document 2, section 7 (analyze-competitors): per competitor, a summary and prioritised insights. */
export const competitorAnalysisGenerator = defineGenerator({
  name: 'competitor-analysis',
  description: 'A content analysis of each competitor with prioritised, actionable insights',
  input: ZCompetitorAnalysisInput,
  output: ZCompetitorAnalysis,
  sample: {
    platform: 'instagram',
    competitors: [
      { name: 'Fit Mama Jo', handle: '@fitmamajo', notes: 'Daily Reels, recipe carousels' },
      { name: 'Shift Strong', handle: '@shiftstrong' },
    ],
    industryContext: 'Nutrition coaching for nurses',
  },
  prompt: (input) => ({
    system: `You are a social media competitive analyst for creators and small brands. You do not browse: work from what you reliably know about these accounts and about the platform, say so when you are unsure, and lower confidence_score accordingly. ${VOICE}`,
    user: [
      `Analyse each competitor below on ${input.platform}, in the same order, one entry per competitor in "analyses" with competitor_name and competitor_handle exactly as given.`,
      'For each: an analysis_summary (description, strengths, weaknesses, content_themes) and 3-5 insights the user can act on this month.',
      `Each insight has insight_type (${INSIGHT_TYPES.join(', ')}), priority_level (${PRIORITY_LEVELS.join(', ')}), confidence_score between 0 and 1 (how sure you are), and 2-4 concrete actionable_steps.`,
      '',
      answer('Industry context', input.industryContext),
      'Competitors:',
      ...input.competitors.map(
        (c, i) => `${i + 1}. name: ${c.name}; handle: ${c.handle}${c.notes ? `; user's notes: ${c.notes}` : ''}`,
      ),
    ].join('\n'),
  }),
  compose: composeCompetitorAnalysis,
  check: ({ analyses }, { competitors }) => {
    const problems: string[] = [];
    if (analyses.length !== competitors.length) {
      problems.push(`analyses: need exactly ${competitors.length} entries, one per competitor; got ${analyses.length}`);
    }
    competitors.forEach((c, i) => {
      const a = analyses[i];
      if (a && !sameHandle(a.competitor_handle, c.handle)) {
        problems.push(`analyses.${i}.competitor_handle: must be "${c.handle}" (competitor ${i + 1})`);
      }
    });
    return problems;
  },
});
