import { z } from 'zod';
import { zOptionalText, zText } from './ai';

/*
 * One competitor as the wizard checks it before sending. Apart from the rest of competitor-analysis.ts
 * because a module is one chunk in the browser: the wizard validates with it, and the pages that only
 * show analyses should not download zod with their labels.
 */

export const COMPETITOR_HANDLE_MESSAGE =
  'Competitor handle must be one word of letters, numbers, dots, dashes or underscores, like @name (no spaces or emoji)';

/** Platform handles are single words; spaces or emoji mean the name was typed where the handle goes. */
const HANDLE = /^@?[\p{L}\p{N}._-]+$/u;

export const ZCompetitorEntry = z.strictObject({
  name: zText('Competitor name', 120),
  handle: zText('Competitor handle', 120).regex(HANDLE, { error: COMPETITOR_HANDLE_MESSAGE }),
  notes: zOptionalText('Competitor notes', 1000),
});
export type TCompetitorEntry = z.infer<typeof ZCompetitorEntry>;
