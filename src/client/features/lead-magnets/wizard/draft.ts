import {
  type COLOR_SCHEMES,
  type DESIGN_STYLES,
  LEAD_MAGNET_INDUSTRIES,
  LEAD_MAGNET_TYPE_IDS,
  LEAD_MAGNET_WIZARD_STEPS,
  type TLeadMagnetInput,
  type TLeadMagnetType,
} from '../../../../shared/lead-magnets';

/** The server's limits (src/shared/lead-magnets.ts), so the wizard never builds a draft it would refuse. */
export const DRAFT_LIMITS = {
  title: 150,
  description: 1000,
  targetAudience: 300,
  painPoint: 200,
  painPoints: 15,
  sectionTitle: 150,
  sectionDescription: 1000,
  sections: 12,
  objective: 300,
  objectives: 10,
} as const;

export interface DraftSection {
  title: string;
  description: string;
}

/** The wizard's draft (docs/product/lead-magnets.md); '' means not chosen yet. */
export interface LeadMagnetDraft {
  title: string;
  description: string;
  targetAudience: string;
  industry: (typeof LEAD_MAGNET_INDUSTRIES)[number] | '';
  painPoints: string[];
  leadMagnetType: TLeadMagnetType | '';
  sections: DraftSection[];
  objectives: string[];
  colorScheme: (typeof COLOR_SCHEMES)[number];
  style: (typeof DESIGN_STYLES)[number];
  includeImages: boolean;
  includeCharts: boolean;
}

/** docs/product/lead-magnets.md: professional, modern, images on, charts off. */
export const emptyDraft = (prefill: Partial<LeadMagnetDraft> = {}): LeadMagnetDraft => ({
  title: '',
  description: '',
  targetAudience: '',
  industry: '',
  painPoints: [],
  leadMagnetType: '',
  sections: [],
  objectives: [],
  colorScheme: 'professional',
  style: 'modern',
  includeImages: true,
  includeCharts: false,
  ...prefill,
});

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** docs/product/lead-magnets.md: an entry is trimmed; a blank one or one already listed is ignored. */
export function addEntry(list: readonly string[], raw: string, max: number): string[] {
  const entry = raw.trim();
  if (!entry || list.length >= max || list.some((e) => same(e, entry))) return [...list];
  return [...list, entry];
}

export const removeEntry = (list: readonly string[], entry: string) => list.filter((e) => e !== entry);

/** A section needs both a title and a description, or it is not added. */
export function addSection(list: readonly DraftSection[], raw: DraftSection): DraftSection[] {
  const section = { title: raw.title.trim(), description: raw.description.trim() };
  if (!section.title || !section.description || list.length >= DRAFT_LIMITS.sections) return [...list];
  return [...list, section];
}

/** Why Next is disabled on a step, or null when it may go on (docs/product/lead-magnets.md). */
export function stepProblem(step: number, d: LeadMagnetDraft): string | null {
  switch (step) {
    case 1:
      if (!d.title.trim()) return 'Give your lead magnet a title.';
      if (!d.targetAudience.trim()) return 'Say who it is for.';
      return null;
    case 2:
      return d.industry ? null : 'Choose an industry.';
    case 3:
      return d.painPoints.length > 0 ? null : 'Add at least one pain point.';
    case 4:
      return d.leadMagnetType ? null : 'Choose a lead magnet type.';
    case 5:
      return d.sections.length > 0 ? null : 'Add at least one content section.';
    default:
      return null;
  }
}

/** docs/product/lead-magnets.md: progress is the step divided by the step count. */
export const stepPercent = (step: number) => Math.round((step / LEAD_MAGNET_WIZARD_STEPS) * 100);

/** The request body; only called once every step is valid. */
export function toInput(d: LeadMagnetDraft): TLeadMagnetInput {
  if (!d.industry || !d.leadMagnetType) throw new Error('The wizard is not finished.');
  return {
    title: d.title.trim(),
    description: d.description.trim() || undefined,
    targetAudience: d.targetAudience.trim(),
    industry: d.industry,
    painPoints: d.painPoints,
    leadMagnetType: d.leadMagnetType,
    contentOutline: { sections: d.sections.map((s) => ({ ...s, keyPoints: [] })), objectives: d.objectives },
    designPreferences: {
      colorScheme: d.colorScheme,
      style: d.style,
      includeImages: d.includeImages,
      includeCharts: d.includeCharts,
    },
  };
}

export const isIndustry = (v: string): v is (typeof LEAD_MAGNET_INDUSTRIES)[number] =>
  (LEAD_MAGNET_INDUSTRIES as readonly string[]).includes(v);
export const isType = (v: string): v is TLeadMagnetType => (LEAD_MAGNET_TYPE_IDS as readonly string[]).includes(v);
