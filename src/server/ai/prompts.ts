/** House style for every generator's system prompt (docs/brand.md: warm, direct, numbers over adjectives). */
export const VOICE = [
  'Write in plain, warm, direct English: short sentences, concrete details, numbers over adjectives.',
  'Avoid hype words such as revolutionary, unleash, game-changing, skyrocket or supercharge.',
  "Build on the person's own words where they are specific.",
  'Never invent credentials, clients, statistics or results about the person or their business.',
].join(' ');

/** A labelled block of user-provided text, fenced so that it reads as data rather than instructions. */
export function answer(label: string, value: string | undefined): string {
  return `${label}:\n"""\n${value?.trim() || '(not given)'}\n"""`;
}

/** A labelled bullet list. */
export function bullets(label: string, items: readonly string[]): string {
  return `${label}:\n${items.length ? items.map((i) => `- ${i}`).join('\n') : '- (none given)'}`;
}
