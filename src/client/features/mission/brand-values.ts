import { BRAND_FIELDS, type TBrandValues } from '../../../shared/brand-profile';
import { MISSION_ANSWER_MAX, type TMissionInput } from '../../../shared/mission';
import { QUESTIONS } from './questions';

const at = (id: string) => QUESTIONS.findIndex((q) => q.id === id);

/**
 * The questions the brand profile answers, one per section it knows about: who they help (X), the
 * result they want (Y) and what stops them (Z). The other questions ask for things a profile does not hold.
 */
export const BRAND_QUESTIONS = [
  { index: at('audience'), label: 'Audience' },
  { index: at('result'), label: 'Outcome' },
  { index: at('blocker'), label: 'Obstacles' },
] as const;

/** How several pain points sit in one answer, and how they are told apart again. */
const PAIN_SEPARATOR = '; ';

/** Whole pain points only, as many as fit the answer's limit: a cut-off one would read as a different problem. */
function joinPainPoints(points: readonly string[]): string {
  let joined = '';
  for (const point of points) {
    const next = joined ? `${joined}${PAIN_SEPARATOR}${point}` : point;
    if (next.length > MISSION_ANSWER_MAX) break;
    joined = next;
  }
  return joined;
}

/** The wizard's answers, by question index, that the brand profile can give. */
export function answersFromBrand(profile: Partial<TBrandValues>): Partial<Record<number, string>> {
  const [audience, outcome, obstacles] = BRAND_QUESTIONS;
  return {
    [audience.index]: profile.audience ?? '',
    [outcome.index]: profile.promise ?? '',
    [obstacles.index]: joinPainPoints(profile.painPoints ?? []),
  };
}

const fits = (text: string, max: number) => (text && text.length <= max ? text : undefined);

/**
 * What a new mission can give the brand profile: the statement the person chose, and from their answers
 * who they help, the result they promise and what stops their audience. A value over a field's limit
 * is left out rather than cut, since a cut sentence would be saved as theirs.
 */
export function brandValuesFromMission(statement: string, answers: TMissionInput): Partial<TBrandValues> {
  const pains = BRAND_FIELDS.painPoints;
  const painPoints = answers.obstacles[0]
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p && p.length <= pains.max)
    .slice(0, pains.maxItems);
  return {
    mission: fits(statement.trim(), BRAND_FIELDS.mission.max),
    audience: fits(answers.audience[0].trim(), BRAND_FIELDS.audience.max),
    promise: fits(answers.outcome[0].trim(), BRAND_FIELDS.promise.max),
    painPoints: painPoints.length > 0 ? painPoints : undefined,
  };
}
