import { describe, expect, it } from 'vitest';
import { parseInput } from '../../ai/generator';
import { composerCases, expectComposes } from '../../ai/testing/composer-checks';
import { nicheGenerator } from './niche-discovery.generator';

const nurse = {
  skillsList: 'Meal planning, batch cooking, nutrition basics, running a team',
  fulfillmentActivities: 'Teaching small groups and writing recipes',
  demandSkills: 'Colleagues always ask me for healthy meal prep plans, and how I stay energised on night shifts',
  proofPoints: 'Lost 15 kg while working nights; ran a 6-week meal prep challenge with 40 nurses',
  personalStory:
    'I went from an exhausted night-shift nurse living on vending machine snacks to cooking once a week for the whole week.',
  scalableSkill: 'Meal prep systems',
};
const designer = {
  skillsList: 'Figma, branding',
  fulfillmentActivities: 'Mentoring',
  demandSkills: 'Logo feedback',
  proofPoints: '200 brands designed',
  personalStory: 'Self-taught.',
  scalableSkill: 'Brand templates',
};

describe('niche composer', () => {
  it.each(composerCases(nicheGenerator, { nurse, designer }))('%s: a complete F.O.C.U.S. result', (_n, input) => {
    const result = expectComposes(nicheGenerator, input);
    expect(Object.values(result).every((v) => v.length > 0)).toBe(true);
  });

  it('recommends a niche built from their words: the in-demand skill for their past selves', () => {
    const result = expectComposes(nicheGenerator, nurse);
    expect(result.recommendedNiche).toBe('Healthy meal prep plans for exhausted night-shift nurses');
    expect(result.credibility).toContain('lost 15 kg while working nights');
    expect(result.scalability).toMatch(/^Meal prep systems/);
    expect(result.whyThisNiche).toContain('teaching small groups');
  });

  it('puts all six answers in the prompt', () => {
    const { user } = nicheGenerator.prompt(parseInput(nicheGenerator, nurse));
    for (const a of Object.values(nurse)) expect(user).toContain(a);
  });

  it('refuses a blank answer, naming it', () => {
    expect(() => parseInput(nicheGenerator, { ...nurse, proofPoints: ' ' })).toThrow('Proof points must not be empty');
  });
});
