import { z } from 'zod';
import { zList, zText } from './ai';
import { CONTENT_BATCH_SIZE, CONTENT_PLAN_DAYS, SCRIPT_FORMAT_NAMES } from './content-plan-shape';

/*
 * What the content strategy wizard sends. Apart from content-strategy.ts because a module is one chunk
 * in the browser: the wizard checks its steps with these, and the pages that show a saved plan should
 * not download zod with its labels.
 */

const ZNiche = zText('Niche', 200);
const ZAudience = zText('Audience', 500);

export const ZAudienceSuggestionsInput = z.strictObject({ niche: ZNiche });
export type TAudienceSuggestionsInput = z.infer<typeof ZAudienceSuggestionsInput>;

export const ZPainPointSuggestionsInput = z.strictObject({ niche: ZNiche, audience: ZAudience });
export type TPainPointSuggestionsInput = z.infer<typeof ZPainPointSuggestionsInput>;

const planShape = {
  brandName: zText('Brand name', 120),
  niche: ZNiche,
  audience: ZAudience,
  painPoints: zList('Pain points', zText('Pain point', 300), 1, 15),
  promise: zText('Promise', 500),
  contentPillars: zList('Content pillars', zText('Content pillar', 60), 1, 8),
  scriptTypes: zList(
    'Script types',
    z.enum(SCRIPT_FORMAT_NAMES, { error: `Script type must be one of ${SCRIPT_FORMAT_NAMES.join(', ')}` }),
    1,
    SCRIPT_FORMAT_NAMES.length,
  ),
};

function noRepeats(v: { contentPillars: string[]; scriptTypes: string[] }, ctx: z.RefinementCtx) {
  for (const [field, label] of [
    ['contentPillars', 'Content pillars'],
    ['scriptTypes', 'Script types'],
  ] as const) {
    const seen = new Set<string>();
    for (const item of v[field]) {
      const key = item.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [field], message: `${label}: "${item}" is listed twice` });
      seen.add(key);
    }
  }
}

/** The wizard's answers (docs/product/content-strategy.md). */
export const ZContentPlanInput = z.strictObject(planShape).superRefine(noRepeats);
export type TContentPlanInput = z.infer<typeof ZContentPlanInput>;

/** One batch of the 30-day plan: the wizard's answers plus which days to write. */
export const ZContentBatchInput = z
  .strictObject({
    ...planShape,
    batchNumber: z.int({ error: 'Batch number must be a whole number' }).min(1, { error: 'Batch number starts at 1' }),
    batchSize: z
      .int({ error: 'Batch size must be a whole number' })
      .min(1, { error: 'Batch size must be at least 1' })
      .max(10, { error: 'Batch size must be at most 10' })
      .default(CONTENT_BATCH_SIZE),
  })
  .superRefine(noRepeats)
  .refine((v) => (v.batchNumber - 1) * v.batchSize < CONTENT_PLAN_DAYS, {
    path: ['batchNumber'],
    error: `Batch number is past day ${CONTENT_PLAN_DAYS} of the plan`,
  });
export type TContentBatchInput = z.infer<typeof ZContentBatchInput>;
