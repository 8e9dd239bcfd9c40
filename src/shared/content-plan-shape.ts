/*
 * The plan's fixed shape: how many days, how many a batch writes, which script formats a day can take.
 * Apart from content-strategy.ts because the wizard's input schemas are built on these, and
 * content-strategy.ts names those schemas' types: kept there, the two modules would import each other.
 */

export const CONTENT_PLAN_DAYS = 30;
export const CONTENT_BATCH_SIZE = 6;

export const SCRIPT_FORMAT_NAMES = [
  'Hook-Story-Secret-CTA',
  'Problem-Agitation-Solution',
  'Storytelling Narrative',
  'Quick Tips & Lists',
  'Question-Answer',
  'Behind-the-Scenes',
] as const;
export type TScriptFormatName = (typeof SCRIPT_FORMAT_NAMES)[number];
