import type { TPainPoint, TPainPointAnalysisRecord } from '../../../shared/pain-point-analysis';
import { paths } from '@/config/paths';

const SEVERITY_ORDER = { High: 0, Medium: 1, Low: 2 } as const;

/** The analysis's pain points, most severe first; the order within a severity is kept. */
export const bySeverity = (points: readonly TPainPoint[]) =>
  [...points].sort((x, y) => SEVERITY_ORDER[x.severity] - SEVERITY_ORDER[y.severity]);

/** Who the lead magnet is for: the analysis's market, or its first persona when no market was given. */
export const leadMagnetAudience = (a: TPainPointAnalysisRecord) =>
  (a.target_market ?? a.result.personas[0]?.name ?? a.product_name).slice(0, 300);

/** The lead magnet wizard, prefilled with the audience and the analysis's pain points, most severe first. */
export function leadMagnetLink(a: TPainPointAnalysisRecord): string {
  const painPoints = bySeverity(a.result.pain_points)
    .map((p) => p.pain_point.slice(0, 200))
    .slice(0, 15);
  return paths.leadMagnetWith({ audience: leadMagnetAudience(a), painPoints });
}
