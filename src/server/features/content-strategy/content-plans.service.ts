import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns } from 'drizzle-orm';
import {
  defaultPlanName,
  type TContentPlan,
  type TContentPlanSummary,
  type TSharedPlan,
  type TContentRow,
} from '../../../shared/content-strategy';
import type { TContentPlanInput } from '../../../shared/content-plan-input';
import type { Db } from '../../db/client';
import { forgetJobs } from '../../jobs/define-job';
import { defineSavedResults, type Owned } from '../../saved-results';
import { contentPlans as t } from './content-plans.schema';
import { notFound } from '../../errors';

type Row = typeof t.$inferSelect;

const toSummary = (r: Omit<Row, 'generatedContent'>): TContentPlanSummary => ({
  id: r.id,
  plan_name: r.planName,
  brand_name: r.brandName,
  niche: r.niche,
  audience: r.audience,
  pain_points: r.painPoints,
  transformation_promise: r.transformationPromise,
  content_pillars: r.contentPillars,
  script_types: r.scriptTypes,
  share_token: r.shareToken,
  offline: r.offline,
  created_at: r.createdAt.toISOString(),
});

const toPlan = (r: Row): TContentPlan => ({ ...toSummary(r), generated_content: r.generatedContent });

// The list shows each plan's answers, never its 30 days: leaving them out keeps a long list small.
const { generatedContent: _days, ...summaryColumns } = getTableColumns(t);

const NOT_FOUND = 'That content plan does not exist.';
const own = (userId: string, id: string) => and(eq(t.id, id), eq(t.userId, userId));

/** The kind of the job that generates a plan. */
export const CONTENT_PLAN_JOB = 'content-plan';

/**
 * Saves the plan a generation job made, under the job's id: a job resumed after a crash between
 * saving and finishing saves nothing twice.
 */
export async function savePlanOnce({
  db,
  id,
  userId,
  input,
  rows,
  offline,
}: Owned & {
  input: TContentPlanInput;
  rows: TContentRow[];
  offline: boolean;
}): Promise<void> {
  await db
    .insert(t)
    .values({
      id,
      userId,
      planName: defaultPlanName(input.brandName, new Date()),
      brandName: input.brandName,
      niche: input.niche,
      audience: input.audience,
      painPoints: input.painPoints,
      transformationPromise: input.promise,
      contentPillars: input.contentPillars,
      scriptTypes: input.scriptTypes,
      generatedContent: { rows, totalCount: rows.length },
      offline,
    })
    .onConflictDoNothing({ target: t.id });
}

/** The user's plans, newest first: the list without their days, a plan with them. */
export const savedPlans = defineSavedResults({
  name: 'content_plans',
  table: t,
  at: t.createdAt,
  notFound: NOT_FOUND,
  toRecord: toPlan,
  list: { columns: summaryColumns, toRecord: toSummary },
  // The job that made a plan keeps the wizard's answers in its payload: nothing of the plan stays behind.
  alsoDelete: ({ db, userId, id }) =>
    forgetJobs({ kind: CONTENT_PLAN_JOB }, { db, userId, resultField: 'planId', equals: id }),
});

export async function renamePlan({ db, userId, id, planName }: Owned & { planName: string }): Promise<TContentPlan> {
  const [row] = await db.update(t).set({ planName }).where(own(userId, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return toPlan(row);
}

/** Makes (or keeps) the plan's read-only link; the token is unguessable. */
export async function sharePlan({ db, userId, id }: Owned): Promise<string> {
  const plan = await savedPlans.get({ db, userId, id });
  if (plan.share_token) return plan.share_token;
  const token = randomBytes(18).toString('base64url');
  await db.update(t).set({ shareToken: token }).where(own(userId, id));
  return token;
}

export async function revokeShare({ db, userId, id }: Owned): Promise<void> {
  const rows = await db.update(t).set({ shareToken: null }).where(own(userId, id)).returning({ id: t.id });
  if (rows.length === 0) throw notFound(NOT_FOUND);
}

export async function getSharedPlan({ db, token }: { db: Db; token: string }): Promise<TSharedPlan> {
  const [row] = await db.select().from(t).where(eq(t.shareToken, token));
  if (!row) throw notFound('This shared plan does not exist or is no longer shared.');
  const { plan_name, brand_name, niche, generated_content, offline } = toPlan(row);
  return { plan_name, brand_name, niche, generated_content, offline };
}

/** How many plans the user has, for the dashboard's progress. */
export const planCounts = savedPlans.counts('content_plans');

/** The user's newest plans, for the dashboard's recent activity. */
export const planActivity = savedPlans.activity({ name: t.planName }, (r) => ({
  id: `content-plan:${r.id}`,
  kind: 'content-plan',
  title: `Content plan: ${r.name}`,
  href: `/content-plans/${r.id}`,
}));
