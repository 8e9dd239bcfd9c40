import { z } from 'zod';
import { zOptionalText, zOut, zOutList } from './ai';
import { ZCompetitorEntry } from './competitor-entry';

export const COMPETITOR_PLATFORMS = ['instagram', 'tiktok', 'linkedin', 'twitter', 'youtube'] as const;
export type TCompetitorPlatform = (typeof COMPETITOR_PLATFORMS)[number];

export const INSIGHT_TYPES = ['trend', 'opportunity', 'recommendation', 'pattern', 'other'] as const;
export const PRIORITY_LEVELS = ['critical', 'high', 'medium', 'low'] as const;
export const DEFAULT_INDUSTRY_CONTEXT = 'General business/brand analysis';
export const MAX_COMPETITORS = 10;

export const COMPETITOR_ANALYSIS_FAILED = 'Failed to analyze competitors';
export { COMPETITOR_HANDLE_MESSAGE, type TCompetitorEntry, ZCompetitorEntry } from './competitor-entry';

export const ZCompetitorAnalysisInput = z.strictObject({
  platform: z.enum(COMPETITOR_PLATFORMS, { error: 'Please select a platform' }),
  competitors: z
    .array(ZCompetitorEntry, { error: 'Competitors must be a list' })
    .min(1, { error: 'Please add at least one competitor with both name and handle' })
    .max(MAX_COMPETITORS, { error: `Competitors can have at most ${MAX_COMPETITORS} entries` }),
  industryContext: zOptionalText('Industry context', 1000).transform((v) => v || DEFAULT_INDUSTRY_CONTEXT),
});
export type TCompetitorAnalysisInput = z.infer<typeof ZCompetitorAnalysisInput>;
/** What the client sends: the industry context may be left out. */
export type TCompetitorAnalysisRequest = z.input<typeof ZCompetitorAnalysisInput>;

export const ZContentInsight = z.object({
  title: zOut(120),
  description: zOut(700),
  insight_type: z.enum(INSIGHT_TYPES),
  priority_level: z.enum(PRIORITY_LEVELS),
  confidence_score: z.number().min(0).max(1),
  actionable_steps: zOutList(zOut(300), 1, 6),
});
export type TContentInsight = z.infer<typeof ZContentInsight>;

export const ZCompetitorReport = z.object({
  competitor_name: zOut(120),
  competitor_handle: zOut(120),
  analysis_summary: z.object({
    description: zOut(1200),
    strengths: zOutList(zOut(300), 1, 6),
    weaknesses: zOutList(zOut(300), 1, 6),
    content_themes: zOutList(zOut(120), 1, 8),
  }),
  insights: zOutList(ZContentInsight, 1, 8),
});
export type TCompetitorReport = z.infer<typeof ZCompetitorReport>;

/** One report per competitor, in the order they were given. */
export const ZCompetitorAnalysis = z.object({ analyses: zOutList(ZCompetitorReport, 1, MAX_COMPETITORS) });
export type TCompetitorAnalysis = z.infer<typeof ZCompetitorAnalysis>;

/** Where every result comes from: the model never sees the competitors' posts. */
export const ESTIMATE_NOTICE = 'AI estimate, based on the handle and your notes';

export type TInsightType = (typeof INSIGHT_TYPES)[number];
export type TPriorityLevel = (typeof PRIORITY_LEVELS)[number];

/** A saved insight, as the API returns it. */
export interface TSavedInsight extends TContentInsight {
  id: string;
  analysis_id: string;
  created_at: string;
}

/** A saved analysis of one competitor with its insights, as the API returns it. */
export interface TSavedCompetitorAnalysis {
  id: string;
  competitor_name: string;
  competitor_handle: string;
  platform: TCompetitorPlatform;
  notes: string | null;
  industry_context: string;
  analysis_summary: TCompetitorReport['analysis_summary'];
  offline: boolean;
  created_at: string;
  insights: TSavedInsight[];
}

export interface TCompetitorStats {
  total_analyses: number;
  total_insights: number;
  opportunities: number;
  trends: number;
}

export const ZCompetitorAnalysisId = z.object({ id: z.uuid({ error: 'That competitor analysis does not exist.' }) });
