import { describe, expect, it } from 'vitest';
import { audienceSuggestionsGenerator } from '../../../features/content-strategy/audience-suggestions.generator';
import { contentBatchGenerator } from '../../../features/content-strategy/content-batch.generator';
import { composeMission } from '../../../features/mission/mission.composer';
import { nicheGenerator } from '../../../features/niche-discovery/niche-discovery.generator';
import { socialBiosGenerator } from '../../../features/social-bios/social-bios.generator';
import { parseInput } from '../../generator';
import { textProblems } from '../quality/checks';
import { grammarProblems } from '../quality/grammar';
import { audience, expertise, fromFirstPerson, headPhrase, obstacle, outcome } from '.';

/** Grammatical by both the gate's checks and the grammar checker. */
async function expectGrammatical(text: string, source = '') {
  expect(textProblems(text, source)).toEqual([]);
  expect(await grammarProblems(text, source)).toEqual([]);
}

describe('the phrase layer on the answers that broke the old composer', () => {
  it('keeps "lead" from running into "lead": engineers just promoted to team lead', async () => {
    expect(audience('engineers who were just promoted to their first team lead')).toBe(
      'engineers who were just promoted to their first team lead',
    );
    expect(outcome('lead a calm, high-trust team')).toBe('lead a calm, high-trust team');
    const { statements } = composeMission({
      expertise: ['I spent 12 years as an engineering manager at two SaaS companies', 'Coaching', 'Hiring'],
      audience: ['engineers who were just promoted to their first team lead', 'New managers', 'Tech leads'],
      outcome: ['lead a calm, high-trust team', 'Run better one-to-ones', 'Ship on time'],
      obstacles: ['No time for deep work', 'Burning out', 'Nobody trained them'],
    });
    const text = statements.join(' ');
    expect(text).not.toMatch(/\blead lead\b/);
    expect(text).toContain('to lead a calm, high-trust team');
    expect(text).toContain('12 years as an engineering manager');
    for (const s of statements) await expectGrammatical(s);
  });

  it('gives an audience that starts with a verb a head noun: "training for their first marathon"', async () => {
    expect(audience('training for their first marathon while working full time')).toBe(
      'people training for their first marathon while working full time',
    );
    const answers = {
      expertise: ['Ran 14 marathons', 'Certified running coach', 'I love race-week nutrition'],
      audience: ['training for their first marathon while working full time', 'Runners over 35', 'Parkrun regulars'],
      outcome: ['finish a marathon strong', 'finish a marathon strong', 'get a marathon personal best'],
      obstacles: ['hitting the wall at mile 20', 'Burning out', 'Not enough time to train'],
    } as const;
    const { statements } = composeMission(structuredClone(answers) as never);
    expect(statements.join(' ')).toContain('I help people training for their first marathon');
    // "… finish a marathon strong, so they can finish a marathon strong" says nothing twice.
    for (const s of statements) expect(s).not.toMatch(/finish a marathon strong.*so they can finish a marathon strong/);
    for (const s of statements) await expectGrammatical(s, JSON.stringify(answers));
  });

  it('fixes person and tense: "I was" is quoted back as "you were", never "you was"', () => {
    expect(fromFirstPerson('I was a terrible first-time manager', 'you')).toBe(
      'you were a terrible first-time manager',
    );
    expect(fromFirstPerson("I'm scared and I don't know my numbers", 'they')).toBe(
      "they are scared and they don't know their numbers",
    );
  });

  it('keeps the number in "marathon runners over 35" and never ends a suggestion on "over"', async () => {
    const input = parseInput(audienceSuggestionsGenerator, {
      niche: 'race-day nutrition for marathon runners over 35',
    });
    const { audiences } = audienceSuggestionsGenerator.compose(input);
    for (const a of audiences) {
      expect(a.toLowerCase()).toContain('marathon runners over 35');
      await expectGrammatical(`${a}.`);
    }
  });

  it('turns an obstacle into what "without" needs, whole: never "without hitting"', () => {
    expect(obstacle('hitting the wall at mile 20').without(0)).toBe('without hitting the wall at mile 20');
    expect(obstacle('They burn out trying to do both jobs').without(0)).toBe(
      'without burning out trying to do both jobs',
    );
    expect(obstacle('No time for deep work').without(0)).toBe('even without much time for deep work');
    expect(obstacle("I don't know where to start").noun).toBe('not knowing where to start');
  });

  it('shortens a long answer to its head phrase, never to a character count', () => {
    const long =
      'Homeowners who are a bit handy but get nervous when it comes to anything with water or gas, especially first-time buyers';
    expect(audience(long)).toBe('homeowners who are a bit handy but get nervous');
    expect(headPhrase('Senior developers thinking about management and leadership in growing teams', 4)).toBe(
      'Senior developers thinking',
    );
    expect(expertise('Certified running coach')?.text).toBe('as a certified running coach');
  });

  it('writes plan hooks that keep the whole promise and never use a phrase as a modifier', async () => {
    const input = parseInput(contentBatchGenerator, {
      brandName: 'Lead Well',
      niche: 'Coaching first-time engineering managers',
      audience: 'first-time engineering managers',
      painPoints: ['No time for deep work', 'hitting the wall at mile 20', 'Nobody trained them'],
      promise: 'Run your next marathon without hitting the wall',
      contentPillars: ['Educational & Tips', 'Personal Stories'],
      scriptTypes: ['Hook-Story-Secret-CTA', 'Quick Tips & Lists'],
      batchNumber: 1,
    });
    const { rows } = contentBatchGenerator.compose(input);
    const hooks = rows.flatMap((r) => r.hooks);
    expect(new Set(hooks).size).toBe(hooks.length);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('managers habit');
    expect(text).not.toMatch(/without hitting(?! the wall)/);
    for (const h of hooks) await expectGrammatical(h, JSON.stringify(input));
  });

  it('recommends a niche without quoting a question at the user: "ask you what"', async () => {
    const input = parseInput(nicheGenerator, {
      skillsList: 'training plans, race-day nutrition, pacing',
      fulfillmentActivities: 'planning race-week meals with runners',
      demandSkills: 'Friends in my running club ask me what to eat before a race',
      proofPoints: '14 marathons; coached 22 club runners to a PB last year',
      personalStory: 'I was a terrible runner who hit the wall in my first marathon.',
      scalableSkill: 'race-day nutrition plans',
    });
    const result = nicheGenerator.compose(input);
    expect(result.recommendedNiche).toBe('Race-day nutrition plans for club runners');
    expect(JSON.stringify(result)).not.toMatch(/ask you what\b(?! to)|you was/);
    expect(result.opportunities).toContain('what to eat before a race');
    for (const t of Object.values(result)) await expectGrammatical(t, JSON.stringify(input));
  });

  it('never closes two bios of one result with the same stock line', () => {
    const input = parseInput(socialBiosGenerator, {
      platform: 'facebook',
      missionStatement: 'I help busy moms over 35 lose 10 kg without giving up dessert.',
    });
    const { bios } = socialBiosGenerator.compose(input);
    const endings = bios.map((b) => b.split(/(?<=[.!?])\s+/).at(-1));
    expect(new Set(endings).size).toBe(bios.length);
    expect(bios.join(' ')).toContain('busy moms over 35');
  });
});
