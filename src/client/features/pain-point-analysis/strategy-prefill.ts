import type { TPainPointAnalysisRecord, TPersona } from '../../../shared/pain-point-analysis';
import { paths } from '@/config/paths';

const key = (s: string) => s.trim().toLowerCase();

/** The wizard's niche: the product for its market, as specific as the analysis allows. */
export const strategyNiche = (a: TPainPointAnalysisRecord) =>
  (a.target_market ? `${a.product_name} for ${a.target_market}` : a.product_name).slice(0, 200);

/** The content strategy wizard, prefilled for one persona: their description and their own pain points. */
export function strategyLink(a: TPainPointAnalysisRecord, persona: TPersona): string {
  const own = a.result.pain_points.filter((p) => key(p.persona) === key(persona.name));
  return paths.contentStrategyWith({
    from: 'pain-point-analysis',
    niche: strategyNiche(a),
    audience: `${persona.name}: ${persona.demographics}`.slice(0, 500),
    painPoints: (own.length > 0 ? own : a.result.pain_points).map((p) => p.pain_point).slice(0, 15),
  });
}
