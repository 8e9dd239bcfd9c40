import { addEntry, DRAFT_LIMITS, emptyDraft, type LeadMagnetDraft } from './draft';

export interface LeadMagnetPrefill {
  /** Set when another tool's hand-off filled the wizard; the wizard says so. */
  fromAnalysis: boolean;
  targetAudience: string;
  painPoints: string[];
}

/** What a pain point analysis put in the address, cut to the wizard's limits; text only ever fills an input. */
export function readPrefill(params: URLSearchParams): LeadMagnetPrefill {
  const targetAudience = (params.get('audience') ?? '').trim().slice(0, DRAFT_LIMITS.targetAudience);
  const painPoints = params
    .getAll('pain')
    .map((p) => p.slice(0, DRAFT_LIMITS.painPoint))
    .reduce<string[]>((list, p) => addEntry(list, p, DRAFT_LIMITS.painPoints), []);
  const fromAnalysis = params.get('from') === 'pain-point-analysis' && (targetAudience !== '' || painPoints.length > 0);
  return { fromAnalysis, targetAudience, painPoints };
}

export const prefilledDraft = (p: LeadMagnetPrefill): LeadMagnetDraft =>
  emptyDraft({ targetAudience: p.targetAudience, painPoints: p.painPoints });

/** 'From your pain point analysis: audience and 3 pain points.' */
export function prefillNote(p: LeadMagnetPrefill): string {
  const parts = [
    p.targetAudience && 'audience',
    p.painPoints.length > 0 && `${p.painPoints.length} pain point${p.painPoints.length === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return `From your pain point analysis: ${parts.join(' and ')}.`;
}
