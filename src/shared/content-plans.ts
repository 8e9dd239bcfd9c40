import { z } from 'zod';
import type { TContentPlanInput, TContentRow } from './content-strategy';

export const CONTENT_PLAN_BATCHES = 5;

/** A saved 30-day plan (spec document 2, table content_plans). */
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

/** What a public share link shows: the plan without its owner's bookkeeping. */
export type TSharedPlan = Omit<TContentPlan, 'id' | 'share_token'>;

export type TPlanJobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** The state of a plan generation, polled by the generating screen. */
export interface TPlanJob {
  id: string;
  status: TPlanJobStatus;
  batchesDone: number;
  batchesTotal: number;
  input: TContentPlanInput;
  /** Set when the plan was saved. */
  planId: string | null;
  /** Set when the plan was generated but could not be saved: the user can still view it. */
  rows: TContentRow[] | null;
  error: string | null;
}

export const ZPlanRename = z.strictObject({
  plan_name: z
    .string({ error: 'Plan name must be text' })
    .trim()
    .min(1, { error: 'Plan name must not be empty' })
    .max(120, { error: 'Plan name must be at most 120 characters' }),
});

/** The name a new plan gets: its brand and the day it was made. */
export function defaultPlanName(brandName: string, at: Date): string {
  return `${brandName} – 30-Day Plan (${at.toISOString().slice(0, 10)})`;
}

export const PLAN_SAVE_FAILED_MESSAGE =
  'Generated content successfully but failed to save. You can still view your plan.';
