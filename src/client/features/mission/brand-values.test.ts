import { describe, expect, it } from 'vitest';
import { answersFromBrand, BRAND_QUESTIONS, brandValuesFromMission } from './brand-values';
import { QUESTIONS } from './questions';

const ANSWERS = {
  expertise: ['A certified financial planner', 'I love making money simple', 'Knack for plain budgets'],
  audience: ['Young families', 'Parents starting to save', 'Couples who want a safety net'],
  outcome: ['Build an emergency fund', 'Pay off their cards', 'Feel calm about money'],
  obstacles: ['Lack of time; Jargon-filled advice', 'Apps', 'Debt'],
} as const;
const answers = () => structuredClone(ANSWERS) as unknown as Parameters<typeof brandValuesFromMission>[1];

describe('the mission wizard and the brand profile', () => {
  it('asks the profile for who they help, the result they want and what stops them', () => {
    expect(BRAND_QUESTIONS.map((q) => QUESTIONS[q.index]?.id)).toEqual(['audience', 'result', 'blocker']);
    const filled = answersFromBrand({
      audience: 'Night-shift nurses',
      promise: 'Eat well on nights',
      painPoints: ['No time to cook', 'Vending machine dinners'],
      niche: 'not asked',
    });
    expect(filled).toEqual({
      3: 'Night-shift nurses',
      6: 'Eat well on nights',
      9: 'No time to cook; Vending machine dinners',
    });
  });

  it('puts in only whole pain points, as many as fit the 1000-character answer', () => {
    const points = Array.from({ length: 15 }, (_, i) => `${i}`.padEnd(300, 'x'));
    const joined = answersFromBrand({ painPoints: points })[9] ?? '';
    expect(joined.split('; ')).toEqual(points.slice(0, 3));
    expect(joined.length).toBeLessThanOrEqual(1000);
  });

  it('gives the profile the chosen statement and what the answers say, split back into pain points', () => {
    expect(brandValuesFromMission('I help families save without stress', answers())).toEqual({
      mission: 'I help families save without stress',
      audience: 'Young families',
      promise: 'Build an emergency fund',
      painPoints: ['Lack of time', 'Jargon-filled advice'],
    });
  });

  it('leaves out an answer over the field limit rather than cutting it', () => {
    const long = answers();
    long.audience[0] = 'a'.repeat(501);
    long.obstacles[0] = `${'b'.repeat(301)}; Short one`;
    const values = brandValuesFromMission('I help x without y', long);
    expect(values.audience).toBeUndefined();
    expect(values.painPoints).toEqual(['Short one']);
  });
});
