import { describe, expect, it } from 'vitest';
import { parseInput } from '../../ai/generator';
import { nicheGenerator } from './niche-discovery.generator';
import { isField } from './niche-discovery.reading';

const niche = (answers: Record<string, string>) =>
  nicheGenerator.compose(parseInput(nicheGenerator, answers)).recommendedNiche;

describe('the recommended niche', () => {
  it('is never a cut sentence or a bare product', () => {
    for (const bad of [
      'I could turn my weekend',
      'I could run a free',
      'I could teach',
      'Video course',
      'Aftercare guide',
    ])
      expect(isField(bad), bad).toBe(false);
    for (const good of ['race-day nutrition plans', 'honey-harvest courses', 'calming reactive dogs'])
      expect(isField(good), good).toBe(true);
  });

  it('names a field and the people served when the answers are sentences', () => {
    const name = niche({
      skillsList: 'I am good at loose-lead walking, recall, and calming reactive dogs',
      fulfillmentActivities: 'I love seeing a nervous dog relax on a walk',
      demandSkills: 'Neighbours always ask me how to stop their dog pulling',
      proofPoints: 'I have helped 120 families with rescue dogs',
      personalStory: 'I adopted a reactive rescue dog myself and had no idea what to do.',
      scalableSkill: 'I could turn my weekend workshops into an online course',
    });
    expect(name).toBe('Calming reactive dogs for families with rescue dogs');
  });

  it('reads the field from the skills when what could scale is only a product', () => {
    const name = niche({
      skillsList: 'honey harvesting, hive inspections, swarm control',
      fulfillmentActivities: 'Opening a hive with a nervous beginner',
      demandSkills: 'New beekeepers ask me about honey harvesting every summer',
      proofPoints: 'Mentored 35 first-year beekeepers in our club',
      personalStory: 'I lost my first colony and nearly gave up.',
      scalableSkill: 'Video course',
    });
    expect(name).toBe('Honey harvesting for first-year beekeepers');
  });

  it('turns a task into a field: "review their portfolios" → "reviewing portfolios"', () => {
    const result = nicheGenerator.compose(
      parseInput(nicheGenerator, {
        skillsList: 'review portfolios, coach junior designers, run critiques',
        fulfillmentActivities: 'Watching a junior designer present with confidence',
        demandSkills: 'Designers ask me to review their portfolios',
        proofPoints: '200 portfolio reviews',
        personalStory: 'I was a junior designer who got rejected 40 times.',
        scalableSkill: 'review portfolios at scale',
      }),
    );
    expect(result.recommendedNiche).toBe('Reviewing portfolios for designers');
    expect(result.fulfillment).toContain('Building around reviewing portfolios');
  });

  it('keeps a field whose first word can be a verb: "lead climbing"', () => {
    const name = niche({
      skillsList: 'lead climbing, bouldering, finger training',
      fulfillmentActivities: 'Coaching a first outdoor lead',
      demandSkills: 'Other climbers ask us how to stop being scared of falling',
      proofPoints: 'Coached 40 indoor climbers to their first outdoor lead',
      personalStory: 'I was scared of falling for years.',
      scalableSkill: 'lead climbing courses',
    });
    expect(name).toBe('Lead climbing for indoor climbers');
  });

  it('keeps a field alone when no answer names who is served', () => {
    const name = niche({
      skillsList: 'bookkeeping, VAT returns',
      fulfillmentActivities: 'tidy spreadsheets',
      demandSkills: 'Friends ask me about VAT returns',
      proofPoints: '15 years in practice',
      personalStory: 'I started in a small firm.',
      scalableSkill: 'I could teach',
    });
    expect(name).toBe('VAT returns');
  });
});
