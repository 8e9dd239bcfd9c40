import {
  MAX_COMPETITORS,
  type TCompetitorAnalysisRequest,
  type TCompetitorPlatform,
} from '../../../../shared/competitor-analysis';
import { ZCompetitorEntry } from '../../../../shared/competitor-entry';

export interface CompetitorRow {
  /** Stable across removals, so React keeps each row's inputs. */
  key: number;
  name: string;
  handle: string;
  notes: string;
}

export interface WizardValues {
  platform: TCompetitorPlatform | '';
  rows: CompetitorRow[];
  industryContext: string;
}

export const WIZARD_STEPS = 3;
export const PLATFORM_REQUIRED = 'Please select a platform';
export const COMPETITOR_REQUIRED = 'Please add at least one competitor with both name and handle';

let nextKey = 0;
export const emptyRow = (): CompetitorRow => ({ key: ++nextKey, name: '', handle: '', notes: '' });
export const emptyWizard = (): WizardValues => ({ platform: '', rows: [emptyRow()], industryContext: '' });

/** Rows may only be added up to the limit and removed down to one (docs/product/competitor-analysis.md). */
export const addRow = (rows: CompetitorRow[]) => (rows.length >= MAX_COMPETITORS ? rows : [...rows, emptyRow()]);
export const removeRow = (rows: CompetitorRow[], key: number) =>
  rows.length <= 1 ? rows : rows.filter((r) => r.key !== key);

const filled = (r: CompetitorRow) => r.name.trim() !== '' && r.handle.trim() !== '';
const blank = (r: CompetitorRow) => !r.name.trim() && !r.handle.trim() && !r.notes.trim();

/** The first problem on a step, or null. Blank rows are ignored; half-filled ones are not. */
export function stepProblem(step: number, v: WizardValues): string | null {
  if (step === 1) return v.platform ? null : PLATFORM_REQUIRED;
  if (step !== 2) return null;
  const half = v.rows.findIndex((r) => !filled(r) && !blank(r));
  // The spec's words first (docs/product/competitor-analysis.md), then which row holds the wizard back.
  if (half >= 0) return `${COMPETITOR_REQUIRED}: competitor ${half + 1} has only one of the two (or clear the row).`;
  const rows = v.rows.filter(filled);
  if (rows.length === 0) return COMPETITOR_REQUIRED;
  for (const [i, r] of v.rows.entries()) {
    if (!filled(r)) continue;
    const parsed = ZCompetitorEntry.safeParse({ name: r.name, handle: r.handle, notes: r.notes });
    if (!parsed.success) return `Competitor ${i + 1}: ${parsed.error.issues[0]?.message ?? 'check this row'}`;
  }
  return null;
}

/** The request the server receives; a blank industry context is left for the server to default. */
export function toRequest(v: WizardValues): TCompetitorAnalysisRequest {
  if (!v.platform) throw new Error(PLATFORM_REQUIRED);
  return {
    platform: v.platform,
    competitors: v.rows.filter(filled).map((r) => ({
      name: r.name.trim(),
      handle: r.handle.trim(),
      ...(r.notes.trim() ? { notes: r.notes.trim() } : {}),
    })),
    industryContext: v.industryContext.trim() || undefined,
  };
}
