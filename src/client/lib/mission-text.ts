/** A statement without its "1. " prefix: the form people paste into a bio or a profile. */
export const stripNumbering = (line: string) => line.replace(/^\s*\d+\.\s*/, '').trim();

/** docs/product/mission.md: the statements are the lines that begin with a number and a dot, at most 3. */
export function parseStatements(text: string, max = 3): string[] {
  return text
    .split(/\r?\n/)
    .filter((line) => /^\s*\d+\./.test(line))
    .map(stripNumbering)
    .filter(Boolean)
    .slice(0, max);
}

/** The statements of a saved mission: the server's list, else parsed from its numbered text. */
export function missionStatements(m: { statements: string[]; mission_text: string }): string[] {
  return m.statements.length > 0 ? m.statements.map(stripNumbering) : parseStatements(m.mission_text);
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Jan 5, 2025, 3:04 PM': missions made the same day stay distinguishable. */
export const formatGeneratedAt = (iso: string) => dateFormat.format(new Date(iso));

/** What the bio generator receives through navigation state: the statements to write bios from. */
export interface TBioNavigationState {
  missionStatement: string;
}

export function readBioNavigationState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as Partial<TBioNavigationState>).missionStatement;
  return typeof value === 'string' && value.trim() ? value : undefined;
}
