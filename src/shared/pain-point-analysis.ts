import { z } from 'zod';
import { zOut, zOutList } from './ai';

export const SEVERITIES = ['High', 'Medium', 'Low'] as const;
export const CONTENT_IDEA_TYPES = [
  'Blog Post',
  'Video',
  'Social Media',
  'Email',
  'Webinar',
  'Case Study',
  'Infographic',
] as const;

/** The longest answer each question takes, in characters (after trimming); pain-point-input.ts checks them. */
export const PAIN_POINT_INPUT_MAX = { productName: 120, productDescription: 3000, targetMarket: 300, priceRange: 60 };


const ZItems = (max: number, count = 6) => zOutList(zOut(max), 1, count);

export const ZPersona = z.object({
  name: zOut(80),
  demographics: zOut(400),
  psychographics: zOut(400),
  goals: ZItems(200),
  challenges: ZItems(200),
  preferred_channels: ZItems(60),
});
export type TPersona = z.infer<typeof ZPersona>;

export const ZPainPoint = z.object({
  persona: zOut(80),
  pain_point: zOut(300),
  severity: z.enum(SEVERITIES),
  frequency: zOut(100),
  emotional_impact: zOut(400),
  current_solutions: ZItems(200, 5),
  solution_gaps: ZItems(200, 5),
});
export type TPainPoint = z.infer<typeof ZPainPoint>;

export const ZContentIdea = z.object({
  title: zOut(140),
  type: z.enum(CONTENT_IDEA_TYPES),
  target_persona: zOut(80),
  pain_point_addressed: zOut(300),
  content_angle: zOut(400),
  key_messages: ZItems(200, 5),
  cta: zOut(200),
});
export type TContentIdea = z.infer<typeof ZContentIdea>;

export const ZPositioning = z.object({
  unique_value_proposition: zOut(400),
  competitive_advantages: ZItems(200),
  messaging_framework: z.object({ primary_message: zOut(300), supporting_messages: ZItems(200) }),
  differentiation_strategy: zOut(800),
});
export type TPositioning = z.infer<typeof ZPositioning>;

export const ZMarketIntelligence = z.object({
  market_size: zOut(500),
  competitive_landscape: zOut(800),
  growth_trends: ZItems(250),
  opportunities: ZItems(250),
  threats: ZItems(250),
});
export type TMarketIntelligence = z.infer<typeof ZMarketIntelligence>;

/** docs/product/pain-point-analysis.md: the five generated parts of an analysis. */
export const ZPainPointAnalysis = z.object({
  personas: zOutList(ZPersona, 2, 5),
  pain_points: zOutList(ZPainPoint, 3, 15),
  content_ideas: zOutList(ZContentIdea, 3, 15),
  positioning: ZPositioning,
  market_intelligence: ZMarketIntelligence,
});
export type TPainPointAnalysis = z.infer<typeof ZPainPointAnalysis>;

/** A saved analysis, as the API returns it: the form's answers and the five generated parts. */
export interface TPainPointAnalysisRecord {
  id: string;
  product_name: string;
  product_description: string;
  target_market: string | null;
  price_range: string | null;
  result: TPainPointAnalysis;
  offline: boolean;
  created_at: string;
}

export const ZPainPointAnalysisId = z.object({ id: z.uuid({ error: 'That analysis does not exist.' }) });

/** docs/product/pain-point-analysis.md. */
export const PAIN_POINT_ANALYSIS_FAILED = 'Failed to generate pain point analysis';
