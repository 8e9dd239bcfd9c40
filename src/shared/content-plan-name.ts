import { z } from 'zod';

/*
 * A plan's new name. Apart from content-strategy.ts because a module is one chunk in the browser: the
 * rename dialog validates with it, and the pages that list plans should not download zod with their
 * labels.
 */
export const ZPlanRename = z.strictObject({
  planName: z
    .string({ error: 'Plan name must be text' })
    .trim()
    .min(1, { error: 'Plan name must not be empty' })
    .max(120, { error: 'Plan name must be at most 120 characters' }),
});
