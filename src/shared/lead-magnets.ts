import { z } from 'zod';
import { zList, zOptionalText, zOut, zOutList, zText } from './ai';

export const LEAD_MAGNET_TYPES = [
  { id: 'viral_hooks', label: 'Viral Hooks Collection', trending: true },
  { id: 'content_templates', label: 'Content Templates', trending: true },
  { id: 'ebook', label: 'Ebook (10-30 pages)', trending: false },
  { id: 'checklist', label: 'Checklist (1-3 pages)', trending: false },
  { id: 'template', label: 'Template/Worksheet', trending: false },
  { id: 'calculator', label: 'Calculator/Tool', trending: false },
  { id: 'cheat_sheet', label: 'Cheat Sheet (1-2 pages)', trending: false },
  { id: 'resource_list', label: 'Resource List', trending: false },
] as const;
export const LEAD_MAGNET_TYPE_IDS = LEAD_MAGNET_TYPES.map((t) => t.id) as [
  (typeof LEAD_MAGNET_TYPES)[number]['id'],
  ...(typeof LEAD_MAGNET_TYPES)[number]['id'][],
];
export type TLeadMagnetType = (typeof LEAD_MAGNET_TYPE_IDS)[number];

export const LEAD_MAGNET_INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Real Estate',
  'E-commerce',
  'Education',
  'Marketing/Advertising',
  'Consulting',
  'Manufacturing',
  'Retail',
  'Food & Beverage',
  'Fitness & Wellness',
  'Professional Services',
  'Non-profit',
  'Other',
] as const;

export const COMMON_PAIN_POINTS = [
  'Lack of time',
  'Limited budget',
  'Difficulty finding customers',
  'Low conversion rates',
  'Poor online visibility',
  'Ineffective marketing',
  'Lack of expertise',
  'Too much competition',
  'Inconsistent results',
  'Poor work-life balance',
] as const;

export const COLOR_SCHEMES = ['professional', 'modern', 'energetic', 'natural', 'minimal'] as const;
export const DESIGN_STYLES = ['modern', 'classic', 'creative', 'minimal'] as const;

export const ZOutlineSection = z.strictObject({
  title: zText('Section title', 150),
  description: zText('Section description', 1000),
  keyPoints: zList('Key points', zText('Key point', 300), 0, 10).default([]),
});

export const ZDesignPreferences = z.strictObject({
  colorScheme: z
    .enum(COLOR_SCHEMES, { error: `Colour scheme must be one of ${COLOR_SCHEMES.join(', ')}` })
    .default('professional'),
  style: z.enum(DESIGN_STYLES, { error: `Style must be one of ${DESIGN_STYLES.join(', ')}` }).default('modern'),
  includeImages: z.boolean({ error: 'Include images must be true or false' }).default(true),
  includeCharts: z.boolean({ error: 'Include charts must be true or false' }).default(false),
});

/** The wizard draft (docs/product/lead-magnets.md). */
export const ZLeadMagnetInput = z.strictObject({
  title: zText('Title', 150),
  description: zOptionalText('Description', 1000),
  targetAudience: zText('Target audience', 300),
  industry: z.enum(LEAD_MAGNET_INDUSTRIES, { error: 'Please choose an industry from the list' }),
  painPoints: zList('Pain points', zText('Pain point', 200), 1, 15),
  leadMagnetType: z.enum(LEAD_MAGNET_TYPE_IDS, { error: 'Please choose a lead magnet type' }),
  contentOutline: z.strictObject({
    sections: zList('Content sections', ZOutlineSection, 1, 12),
    objectives: zList('Learning objectives', zText('Learning objective', 300), 0, 10).default([]),
  }),
  designPreferences: ZDesignPreferences.default({
    colorScheme: 'professional',
    style: 'modern',
    includeImages: true,
    includeCharts: false,
  }),
});
export type TLeadMagnetInput = z.infer<typeof ZLeadMagnetInput>;

const ZItems = (max: number, min: number, count: number) => zOutList(zOut(max), min, count);

/** The generated content of a lead magnet (docs/product/lead-magnets.md). */
export const ZLeadMagnetContent = z.object({
  executiveSummary: zOut(1500),
  viralHooksCollection: zOutList(
    z.object({
      category: zOut(80),
      platforms: ZItems(40, 1, 6),
      hooks: ZItems(240, 3, 30),
      psychologyTriggers: ZItems(100, 1, 6),
    }),
    1,
    8,
  ),
  customizationTemplates: zOutList(
    z.object({ template: zOut(400), examples: ZItems(300, 1, 5), useCase: zOut(200) }),
    1,
    10,
  ),
  viralFormulas: zOutList(
    z.object({ name: zOut(80), structure: zOut(300), example: zOut(600), bestPlatforms: ZItems(40, 1, 6) }),
    1,
    10,
  ),
  mainContent: zOutList(z.object({ title: zOut(150), content: zOut(4000), keyPoints: ZItems(300, 1, 10) }), 1, 15),
  analyticsGuide: z.object({ metricsToTrack: ZItems(200, 1, 10), optimizationTips: ZItems(300, 1, 10) }),
  actionableItems: ZItems(300, 1, 15),
});
export type TLeadMagnetContent = z.infer<typeof ZLeadMagnetContent>;

/** A saved lead magnet, as the API returns it (docs/product/lead-magnets.md). */
export interface TLeadMagnetRecord {
  id: string;
  title: string;
  description: string | null;
  target_audience: string;
  industry: string;
  pain_points: string[];
  lead_magnet_type: TLeadMagnetType;
  content_outline: TLeadMagnetInput['contentOutline'];
  design_preferences: TLeadMagnetInput['designPreferences'];
  generated_content: TLeadMagnetContent;
  offline: boolean;
  created_at: string;
}

export const ZLeadMagnetId = z.object({ id: z.uuid({ error: 'That lead magnet does not exist.' }) });

/** docs/product/lead-magnets.md: the failure message is this prefix plus the reason. */
export const LEAD_MAGNET_FAILED = 'Failed to generate lead magnet: ';

/** docs/product/lead-magnets.md. */
export const LEAD_MAGNET_WIZARD_STEPS = 6;
export const HOOKS_SHOWN_PER_CATEGORY = 10;
export const RECOMMENDED_SECTIONS = { min: 3, max: 7 } as const;

export const leadMagnetTypeLabel = (id: string) => LEAD_MAGNET_TYPES.find((t) => t.id === id)?.label ?? id;
