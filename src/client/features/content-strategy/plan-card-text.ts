/** The card rules of docs/product/content-strategy.md: at most `max` characters, then '...'. */
export const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...` : text);

/** 'Hook-Story-Secret-CTA (35%)' shows as 'Hook-Story-Secret-CTA'. */
export const beforeParenthesis = (text: string) => (text.split('(')[0] ?? '').trim() || text;

/** Pain points on a plan card: the first 3, each cut at 20 characters, and how many more there are. */
export function cardPainPoints(points: readonly string[]) {
  return { shown: points.slice(0, 3).map((p) => truncate(p, 20)), more: Math.max(points.length - 3, 0) };
}

/** Pillars on a plan card: the first 2, each cut at 15 characters. */
export const cardPillars = (pillars: readonly string[]) => pillars.slice(0, 2).map((p) => truncate(p, 15));

/** Script types on a plan card: the first 2, without what follows a parenthesis. */
export const cardScriptTypes = (types: readonly string[]) => types.slice(0, 2).map(beforeParenthesis);
