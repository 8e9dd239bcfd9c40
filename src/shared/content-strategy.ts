import { z } from 'zod';
import { zOut, zOutList } from './ai';
import type { TContentPlanInput } from './content-plan-input';
import { CONTENT_PLAN_DAYS, type TScriptFormatName } from './content-plan-shape';

// Also from here, so code about plans reads everything about them from one module.
export {
  CONTENT_BATCH_SIZE,
  CONTENT_PLAN_DAYS,
  SCRIPT_FORMAT_NAMES,
  type TScriptFormatName,
} from './content-plan-shape';
export const HOOKS_PER_VIDEO = 4;

export interface TContentPillarOption {
  name: string;
  description: string;
}

export const CONTENT_PILLARS: readonly TContentPillarOption[] = [
  { name: 'Educational & Tips', description: 'Teach one useful thing per video.' },
  { name: 'Personal Stories', description: 'Your journey, wins and lessons.' },
  { name: 'Inspirational', description: 'Mindset and motivation for your audience.' },
  { name: 'Industry Insights', description: 'Trends, news and your take on them.' },
  { name: 'Community & Social Proof', description: 'Client results, testimonials, shout-outs.' },
  { name: 'Product & Solutions', description: 'How your offer solves their problem.' },
];

export interface TScriptFormatOption {
  name: TScriptFormatName;
  description: string;
  structure: string;
  bestFor: string;
  /** Default share in percent; shares are renormalised among the chosen formats. */
  share: number;
}

export const SCRIPT_FORMATS: Record<TScriptFormatName, TScriptFormatOption> = {
  'Hook-Story-Secret-CTA': {
    name: 'Hook-Story-Secret-CTA',
    description: 'Grab attention, tell a short story, reveal the insight, invite action.',
    structure: 'Hook → Story → Secret → Call to action',
    bestFor: 'Authority and engagement',
    share: 35,
  },
  'Problem-Agitation-Solution': {
    name: 'Problem-Agitation-Solution',
    description: 'Name the problem, show what it costs, present the fix.',
    structure: 'Problem → Agitation → Solution',
    bestFor: 'Pain-point content and offers',
    share: 25,
  },
  'Storytelling Narrative': {
    name: 'Storytelling Narrative',
    description: 'A personal or client story with a clear turning point.',
    structure: 'Setup → Conflict → Turning point → Lesson',
    bestFor: 'Connection and trust',
    share: 20,
  },
  'Quick Tips & Lists': {
    name: 'Quick Tips & Lists',
    description: 'Three fast, practical tips in under a minute.',
    structure: 'Promise → Tip 1 → Tip 2 → Tip 3 → Recap',
    bestFor: 'Saves and shares',
    share: 15,
  },
  'Question-Answer': {
    name: 'Question-Answer',
    description: 'Answer one question your audience keeps asking.',
    structure: 'Question → Short answer → Why → Example',
    bestFor: 'Search and frequently asked questions',
    share: 20,
  },
  'Behind-the-Scenes': {
    name: 'Behind-the-Scenes',
    description: 'Show the process and the real work behind the result.',
    structure: 'Context → Process → Insight',
    bestFor: 'Relatability',
    share: 10,
  },
};

export const ZAudienceSuggestions = z.object({ audiences: zOutList(zOut(200), 3, 8) });
export type TAudienceSuggestions = z.infer<typeof ZAudienceSuggestions>;

export const ZPainPointSuggestions = z.object({ painPoints: zOutList(zOut(200), 3, 10) });
export type TPainPointSuggestions = z.infer<typeof ZPainPointSuggestions>;

export const ZContentRow = z.object({
  day: z.int().min(1).max(CONTENT_PLAN_DAYS),
  title: zOut(120),
  summary: zOut(400),
  hooks: z.array(zOut(220)).length(HOOKS_PER_VIDEO, { error: `needs exactly ${HOOKS_PER_VIDEO} hooks` }),
  script: zOut(3000),
  script_type: zOut(80),
  content_pillar: zOut(80),
});
export type TContentRow = z.infer<typeof ZContentRow>;

export const ZContentBatch = z.object({ rows: zOutList(ZContentRow, 1, 10) });
export type TContentBatch = z.infer<typeof ZContentBatch>;

/** The day numbers a batch covers, never past the plan's last day. */
export function batchDays(batchNumber: number, batchSize: number): number[] {
  const first = (batchNumber - 1) * batchSize + 1;
  const days: number[] = [];
  for (let d = first; d < first + batchSize && d <= CONTENT_PLAN_DAYS; d++) days.push(d);
  return days;
}

/** How many of the 30 videos each chosen format gets: shares renormalised, largest remainder rounding. */
export function formatCounts(scriptTypes: readonly TScriptFormatName[]): Map<TScriptFormatName, number> {
  const total = scriptTypes.reduce((sum, t) => sum + SCRIPT_FORMATS[t].share, 0);
  const exact = scriptTypes.map((t) => (SCRIPT_FORMATS[t].share / total) * CONTENT_PLAN_DAYS);
  const counts = exact.map(Math.floor);
  let left = CONTENT_PLAN_DAYS - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left-- <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return new Map(scriptTypes.map((t, i) => [t, counts[i] ?? 0]));
}

export interface TPlanSlot {
  day: number;
  scriptType: TScriptFormatName;
  contentPillar: string;
}

/**
 * Which format and pillar each day uses. Formats are spread with smooth weighted round-robin, so
 * each gets exactly its share and no format bunches up; pillars take turns. Every batch reads its
 * days from this one schedule, so the shares hold across the whole plan.
 */
export function planSchedule(
  scriptTypes: readonly TScriptFormatName[],
  contentPillars: readonly string[],
): TPlanSlot[] {
  const weights = [...formatCounts(scriptTypes)];
  const current = weights.map(() => 0);
  const slots: TPlanSlot[] = [];
  for (let day = 1; day <= CONTENT_PLAN_DAYS; day++) {
    let best = 0;
    weights.forEach(([, w], i) => {
      current[i] = (current[i] ?? 0) + w;
      if ((current[i] ?? 0) > (current[best] ?? 0)) best = i;
    });
    current[best] = (current[best] ?? 0) - CONTENT_PLAN_DAYS;
    const [scriptType] = weights[best] ?? weights[0] ?? [];
    if (!scriptType) break;
    slots.push({ day, scriptType, contentPillar: contentPillars[(day - 1) % contentPillars.length] ?? '' });
  }
  return slots;
}

export const CONTENT_PLAN_BATCHES = 5;

/** A saved 30-day plan (docs/product/content-strategy.md, table content_plans). */
export interface TContentPlan {
  id: string;
  plan_name: string;
  brand_name: string;
  niche: string;
  audience: string;
  pain_points: string[];
  transformation_promise: string;
  content_pillars: string[];
  script_types: string[];
  generated_content: { rows: TContentRow[]; totalCount: number };
  /** Set while a read-only link is live. */
  share_token: string | null;
  offline: boolean;
  created_at: string;
}

/** A plan as My Content Plans lists it: everything but its 30 days. */
export type TContentPlanSummary = Omit<TContentPlan, 'generated_content'>;

/** What a public share link shows, and nothing more: the owner's audience, pain points and answers stay private. */
export type TSharedPlan = Pick<TContentPlan, 'plan_name' | 'brand_name' | 'niche' | 'generated_content' | 'offline'>;

export type TPlanJobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** A row of a plan being written: its title and summary are finished, the rest may still be coming. */
export type TPlanDraftRow = Pick<TContentRow, 'day' | 'title' | 'summary'> &
  Partial<Pick<TContentRow, 'script_type' | 'content_pillar'>>;

/** How often the generating screen asks: rows a streaming model writes show about as soon as the job stores them. */
export const PLAN_JOB_POLL_MS = 500;

/** The state of a plan generation, polled by the generating screen. */
export interface TPlanJob {
  id: string;
  status: TPlanJobStatus;
  batches_done: number;
  batches_total: number;
  /** Rows whose title and summary are written, of `rows_total`. */
  rows_done: number;
  rows_total: number;
  /** Those rows in day order, while the plan is written (from the job's stored progress, so a reload sees them). */
  draft_rows: TPlanDraftRow[];
  /** The request body the job was started with, so it keeps the request's camelCase names. */
  input: TContentPlanInput;
  /** Set when the plan was saved. */
  plan_id: string | null;
  /** Set when the plan was generated but could not be saved: the user can still view it. */
  rows: TContentRow[] | null;
  error: string | null;
}

export { ZPlanRename } from './content-plan-name';

/** The name a new plan gets: its brand and the day it was made. */
export function defaultPlanName(brandName: string, at: Date): string {
  return `${brandName} – 30-Day Plan (${at.toISOString().slice(0, 10)})`;
}

export const PLAN_SAVE_FAILED_MESSAGE =
  'Generated content successfully but failed to save. You can still view your plan.';

export const ZPlanJobId = z.object({ id: z.uuid({ error: 'That plan generation does not exist.' }) });
export const ZPlanId = z.object({ id: z.uuid({ error: 'That content plan does not exist.' }) });
