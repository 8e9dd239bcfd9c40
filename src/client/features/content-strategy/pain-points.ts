/** Comma-separated pain points: each trimmed, empty entries dropped. */
export const parsePainPoints = (text: string) =>
  text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/** `list` with `more` appended, skipping any already there (compared without case). */
export function addPainPoints(list: readonly string[], more: readonly string[]): string[] {
  const seen = new Set(list.map((p) => p.toLowerCase()));
  const out = [...list];
  for (const p of more) {
    const key = p.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(p.trim());
  }
  return out;
}

export const hasPainPoint = (list: readonly string[], point: string) =>
  list.some((p) => p.toLowerCase() === point.trim().toLowerCase());

export const withoutPainPoint = (list: readonly string[], point: string) =>
  list.filter((p) => p.toLowerCase() !== point.trim().toLowerCase());
