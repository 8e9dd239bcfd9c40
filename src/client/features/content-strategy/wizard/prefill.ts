import { CONTENT_PILLARS } from '../../../../shared/content-strategy';
import { STRATEGY_SOURCES, type StrategySource } from '@/config/paths';
import { addPainPoints } from '../pain-points';
import { emptyWizard, type WizardValues } from './wizard-values';

/** What another tool's hand-off put in the address, cut to the plan's limits. */
export interface WizardPrefill {
  from: StrategySource | null;
  niche: string;
  audience: string;
  painPoints: string[];
  contentPillars: string[];
  customPillars: string[];
}

export const SOURCE_NOTES: Record<StrategySource, string> = {
  'niche-discovery': 'From your niche discovery',
  'pain-point-analysis': 'From your pain point analysis',
  'competitor-analysis': 'From your competitor analysis',
};

const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);
const list = (values: string[], max: number, count: number) =>
  [...new Set(values.map((v) => text(v, max)).filter(Boolean))].slice(0, count);

/** Any text in the address is only ever an input's value; limits are the plan's (niche 200, audience 500, ...). */
export function readPrefill(params: URLSearchParams): WizardPrefill {
  const from = params.get('from');
  const niche = text(params.get('niche'), 200);
  const source = STRATEGY_SOURCES.find((s) => s === from) ?? (niche ? 'niche-discovery' : null);
  const pillars = list(params.getAll('pillar'), 60, 8);
  const isOption = (p: string) => CONTENT_PILLARS.some((o) => o.name === p);
  const values = {
    niche,
    audience: text(params.get('audience'), 500),
    painPoints: addPainPoints([], list(params.getAll('pain'), 300, 100)).slice(0, 15),
    contentPillars: pillars.filter(isOption),
    customPillars: pillars.filter((p) => !isOption(p)),
  };
  const filled = Object.values(values).some((v) => v.length > 0);
  return { from: filled ? source : null, ...values };
}

export const hasPrefill = (p: WizardPrefill) => p.from !== null;

/** A fresh wizard holding what the hand-off brought. */
export const prefilledWizard = (p: WizardPrefill): WizardValues => ({
  ...emptyWizard(p.niche),
  audience: p.audience,
  painPoints: p.painPoints,
  contentPillars: p.contentPillars,
  customPillars: p.customPillars,
});

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'From your pain point analysis: niche, audience and 3 pain points.' */
export function prefillSummary(p: WizardPrefill): string {
  if (!p.from) return '';
  const pillars = p.contentPillars.length + p.customPillars.length;
  const parts = [
    p.niche && 'niche',
    p.audience && 'audience',
    p.painPoints.length > 0 && count(p.painPoints.length, 'pain point', 'pain points'),
    pillars > 0 && count(pillars, 'content pillar', 'content pillars'),
  ].filter((x): x is string => Boolean(x));
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  return `${SOURCE_NOTES[p.from]}: ${listed}.`;
}
