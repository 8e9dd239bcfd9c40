import { BRAND_FIELDS, type TBrandValues } from '../../../shared/brand-profile';
import type { TPainPointAnalysisRecord } from '../../../shared/pain-point-analysis';
import { bySeverity } from './lead-magnet-prefill';

// Length checks against the profile's limits, not its schemas: the result page need not load a validator.
const fits = (field: 'audience' | 'promise', value: string | undefined) =>
  value?.trim() && value.length <= BRAND_FIELDS[field].max ? value : undefined;

/**
 * What an analysis can add to the brand profile: who it is for (the market the user gave, else the
 * first persona), its pain points most severe first, and its value proposition as the promise.
 */
export function profileValues(a: TPainPointAnalysisRecord): Partial<TBrandValues> {
  const persona = a.result.personas[0];
  const audience = a.target_market || (persona ? `${persona.name}: ${persona.demographics}` : undefined);
  const { max, maxItems } = BRAND_FIELDS.painPoints;
  const seen = new Set<string>();
  const painPoints = bySeverity(a.result.pain_points)
    .map((p) => p.pain_point.trim())
    .filter((p) => {
      const key = p.toLowerCase();
      if (!p || p.length > max || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, maxItems);
  return {
    audience: fits('audience', audience),
    painPoints,
    promise: fits('promise', a.result.positioning.unique_value_proposition),
  };
}
