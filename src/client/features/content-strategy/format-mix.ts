import {
  formatCounts,
  SCRIPT_FORMAT_NAMES,
  SCRIPT_FORMATS,
  type TScriptFormatName,
} from '../../../shared/content-strategy';

export interface FormatShare {
  name: TScriptFormatName;
  /** The format's default share (docs/product/content-strategy.md). */
  defaultShare: number;
  /** Its share once renormalised among the chosen formats, rounded to whole percent. */
  percent: number;
  /** How many of the 30 videos it gets (the same numbers the server uses). */
  videos: number;
}

/** What each chosen format will be in this plan, in the order the formats are offered. */
export function formatMix(chosen: readonly TScriptFormatName[]): FormatShare[] {
  const ordered = SCRIPT_FORMAT_NAMES.filter((n) => chosen.includes(n));
  if (ordered.length === 0) return [];
  const total = ordered.reduce((sum, n) => sum + SCRIPT_FORMATS[n].share, 0);
  const counts = formatCounts(ordered);
  return ordered.map((name) => ({
    name,
    defaultShare: SCRIPT_FORMATS[name].share,
    percent: Math.round((SCRIPT_FORMATS[name].share / total) * 100),
    videos: counts.get(name) ?? 0,
  }));
}
