import { describe, expect, it } from 'vitest';
import { composeMission } from '../../../features/mission/mission.composer';
import { textProblems } from '../quality/checks';
import { grammarProblems } from '../quality/grammar';
import { socialBiosGenerator } from '../../../features/social-bios/social-bios.generator';
import { parseInput } from '../../generator';
import { expandContractions, mend, unframe } from './answers';
import { asGerund, audience, expertise, gerundOf, obstacle, outcome, readable } from '.';

/** Answers written as whole sentences, the way people type them into a form. */
describe('answers written as sentences', () => {
  it('peels the words that only frame an audience', () => {
    expect(audience("I'd love to reach owners of reactive dogs")).toBe('owners of reactive dogs');
    expect(audience('I work best with families who just adopted a rescue dog')).toBe(
      'families who just adopted a rescue dog',
    );
    expect(audience('My clients are mostly first-time beekeepers')).toBe('first-time beekeepers');
    expect(audience('Honestly, mostly mums who are new to running')).toBe('mums who are new to running');
    expect(audience('I want to help small business owners with their books')).toBe(
      'small business owners with their books',
    );
    expect(audience('we help busy parents')).toBe('busy parents');
  });

  it('ends an audience at a comma that does not start a list', () => {
    expect(audience('runners, knee pains')).toBe('runners');
    expect(audience('busy mums, dads and carers')).toBe('busy mums, dads and carers');
  });

  it('reads an outcome that starts with its own verb as a verb phrase, never "get pass"', () => {
    expect(outcome('pass WSET Level 2 on the first try')).toBe('pass WSET Level 2 on the first try');
    expect(outcome('pair wine with food')).toBe('pair wine with food');
    expect(outcome('run pain-free')).toBe('run pain-free');
    expect(outcome('feel relaxed in front of the camera')).toBe('feel relaxed in front of the camera');
    expect(outcome('reach smallholders')).toBe('reach smallholders');
    expect(outcome('master sourdough')).toBe('master sourdough');
  });

  it('gives an outcome written as a noun the verb it needs', () => {
    expect(outcome('a pain-free run')).toBe('get a pain-free run');
    expect(outcome('more confidence')).toBe('get more confidence');
    expect(outcome('calm walks')).toBe('enjoy calm walks');
    expect(outcome('confidence on camera')).toBe('find confidence on camera');
  });

  it('peels first-person frames around an outcome', () => {
    expect(outcome('I want them to enjoy relaxed walks')).toBe('enjoy relaxed walks');
    expect(outcome("I'd like them to stop stressing about tax")).toBe('stop stressing about tax');
    expect(outcome('My goal is that they harvest honey in year one')).toBe('harvest honey in year one');
    expect(outcome('They will finally understand their numbers')).toBe('understand their numbers');
    expect(outcome('I teach people how to restore small furniture')).toBe('restore small furniture');
  });

  it('reads expertise written as a sentence', () => {
    expect(expertise("I'm a certified dog trainer")?.text).toBe('as a certified dog trainer');
    expect(expertise('I have been a bookkeeper for 15 years')?.text).toBe(
      'as someone who has been a bookkeeper for 15 years',
    );
    expect(expertise("I've kept bees since 2009")?.text).toBe('as someone who has kept bees since 2009');
    expect(expertise('My background is in physiotherapy')?.text).toBe('drawing on my background in physiotherapy');
    expect(expertise('Worked as a nurse for a decade')?.text).toBe('as someone who worked as a nurse for a decade');
    expect(expertise('Certified running coach')?.text).toBe('as a certified running coach');
  });

  it('reads an obstacle written as a clause, never cut at its subject', () => {
    expect(obstacle('spending €40 on a bottle they do not like', 8).without(0)).toBe(
      'without spending €40 on a bottle',
    );
    expect(obstacle('I think they are scared of numbers').without(0)).toBe('without being scared of numbers');
    expect(obstacle('My clients feel overwhelmed by all the advice online').without(0)).toBe(
      'without feeling overwhelmed by all the advice online',
    );
    expect(obstacle('Their dog barks at every other dog').without(0)).toBe(
      'without their dog barking at every other dog',
    );
  });

  it('reads an obstacle about something else as what follows "without"', () => {
    const without = (raw: string) => obstacle(raw).without(0);
    expect(without('The handwriting defeats them')).toBe('without the handwriting defeating them');
    expect(without('The jargon on labels scares them.')).toBe('without the jargon on labels scaring them');
    expect(without('Food safety rules feel impossible.')).toBe('without food safety rules feeling impossible');
    expect(without('Shop repairs cost a fortune')).toBe('without shop repairs costing a fortune');
    expect(without('The parts are expensive')).toBe('without the parts being expensive');
    expect(without('Their boss hates change')).toBe('without their boss hating change');
    expect(without('The cheese will not set')).toBe('without worrying that the cheese will not set');
    expect(without('The algorithm keeps changing')).toBe('without worrying that the algorithm keeps changing');
    expect(without('nervous about driving at night')).toBe('without being nervous about driving at night');
    expect(without('You are scared it means surgery')).toBe('without being scared it means surgery');
    expect(without('resting for weeks and the pain comes back anyway')).toBe('without resting for weeks');
    // Noun phrases stay noun phrases.
    expect(without('Money worries')).toBe('without money worries getting in the way');
    expect(without('Imposter syndrome')).toBe('without imposter syndrome getting in the way');
    expect(without('Finger injuries from overtraining')).toBe(
      'without finger injuries from overtraining getting in the way',
    );
  });

  it('mends the slips it is sure of, and nothing else', () => {
    expect(mend('freelancers which want understand their numbers')).toBe(
      'freelancers who want to understand their numbers',
    );
    expect(mend('adults which never learned swim')).toBe('adults who never learned to swim');
    expect(mend('stop pay the late fees')).toBe('stop paying the late fees');
    expect(mend('afraid from deep water')).toBe('afraid of deep water');
    for (const kept of ['need help', 'want more clients', 'want a plan', 'keep fit', 'stop smoking'])
      expect(mend(kept)).toBe(kept);
  });

  it('writes bios that find where the outcome starts', () => {
    const bio = (missionStatement: string) =>
      socialBiosGenerator
        .compose(parseInput(socialBiosGenerator, { platform: 'facebook', missionStatement }))
        .bios.join(' ');
    const cheese = bio("I help smallholders who want to sell at farmers' markets to sell their cheese legally.");
    expect(cheese).toContain("smallholders who want to sell at farmers' markets to sell their cheese legally");
    expect(cheese).not.toMatch(/\bsell sell\b|want sell/);
    expect(bio('I help descendants of Irish emigrants trace an emigrant ancestor back to their village.')).toContain(
      'Helping descendants of Irish emigrants trace an emigrant ancestor',
    );
    const insta = socialBiosGenerator.compose(
      parseInput(socialBiosGenerator, {
        platform: 'instagram',
        missionStatement:
          'I help descendants of Irish emigrants trace an emigrant ancestor back to the village they left.',
      }),
    ).bios;
    // A 60-character line names the people whole rather than cutting both halves.
    expect(insta.join('\n')).toContain('Helping descendants of Irish emigrants\n');
    expect(insta.join('\n')).not.toMatch(/descendants of Irish (?!emigrants)/);
    const runners = bio('I help runners whose knee hurts get back to racing this season.');
    expect(runners).toContain('get back to racing this season');
    expect(runners).not.toMatch(/\bget back race\b/);
  });

  it('says when an answer cannot fill its slot, so a composer can choose another', () => {
    expect(readable("I'd love to reach owners of reactive dogs", 'audience')).toBe(true);
    expect(readable('I adore the idea that maybe I could one day reach people', 'audience')).toBe(false);
    expect(readable('I want them to enjoy relaxed walks', 'outcome')).toBe(true);
    // "I am" peeled leaves no people: "still figuring that out".
    expect(readable('I think I am still figuring that out', 'audience')).toBe(false);
    expect(readable('training for a marathon', 'audience')).toBe(true);
  });

  it('writes a plain mission when no audience answer names anyone', () => {
    const { statements } = composeMission({
      expertise: ['Certified coach', 'Ten years', 'Former athlete'],
      audience: [
        'I adore the idea that maybe I could one day reach people',
        'I think I am still figuring that out',
        'I would say I have no idea yet',
      ],
      outcome: ['lose weight', 'sleep better', 'feel strong'],
      obstacles: ['no time', 'stress', 'cravings'],
    });
    for (const s of statements) expect(s).toMatch(/^I help people (?:lose|sleep|feel) /);
  });

  it('says an outcome written to the reader about them: "your knees" → "their knees"', () => {
    expect(outcome('You strengthen your knees at home in 15 minutes a day')).toBe(
      'strengthen their knees at home in 15 minutes a day',
    );
  });

  it('writes the "-ing" form of base forms, third persons and past forms alike', () => {
    const pairs = {
      pass: 'passing',
      focus: 'focusing',
      runs: 'running',
      built: 'building',
      pay: 'paying',
      has: 'having',
    };
    for (const [verb, ing] of Object.entries(pairs)) expect(gerundOf(verb)).toBe(ing);
  });

  it('keeps markup when an outcome becomes an "-ing" phrase', () => {
    expect(asGerund('<i>land</i> a job they love')).toBe('<i>landing</i> a job they love');
    expect(asGerund('pass WSET Level 2')).toBe('passing WSET Level 2');
  });

  it('leaves an answer with no frame as typed', () => {
    expect(unframe('owners of reactive dogs', 'audience')).toBe('owners of reactive dogs');
    expect(unframe('I', 'audience')).toBe('I');
    expect(expandContractions("I'm sure we're fine, I've seen it")).toBe('I am sure we are fine, I have seen it');
  });

  it('writes missions a dog trainer would post from answers in first-person sentences', async () => {
    const answers = {
      expertise: ["I'm a certified dog trainer", "I've trained over 300 rescue dogs", 'My background is in behaviour'],
      audience: [
        "I'd love to reach owners of reactive dogs",
        'I work best with families who just adopted a rescue dog',
        'My clients are mostly first-time dog owners',
      ],
      outcome: [
        'I want them to enjoy relaxed walks',
        "I'd like them to have guests over without chaos",
        'They will finally understand what their dog is telling them',
      ],
      obstacles: [
        'I think they are scared of other dogs',
        'Their dog barks at every other dog',
        'My clients feel overwhelmed by all the advice online',
      ],
    };
    for (const variant of [0, 1, 2, 3]) {
      const { statements } = composeMission({ ...structuredClone(answers), variant } as never);
      for (const s of statements) {
        expect(s).not.toMatch(/\b(?:I['’]d|I want|I work|I think|I['’]m|My clients)\b/);
        expect(s).not.toMatch(/\bwithout\b[^,]*\bwithout\b(?! their| being| feeling)/);
        expect(textProblems(s, JSON.stringify(answers))).toEqual([]);
        expect(await grammarProblems(s, JSON.stringify(answers))).toEqual([]);
      }
    }
  });
});
