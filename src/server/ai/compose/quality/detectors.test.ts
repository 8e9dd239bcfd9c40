import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { wordsOf } from './checks';
import {
  doubledWord,
  firstPersonInside,
  hookRepeats,
  nicheNotANiche,
  overusedFrames,
  pronounOrArticleEnding,
  repeatedHooks,
  verbAfterVerb,
} from './detectors';
import { personaArb, STYLES, TRADES } from './styles';

/*
 * Each detector on the defects it was written for (quoted from composed output) and on good English
 * that looks close to them, so a detector that fires on everything fails here too.
 */

const flagged = (detector: (text: string) => unknown[], text: string) => detector(text).length > 0;

describe('first person inside', () => {
  it.each([
    "I help I'd love to reach owners of reactive dogs get better walks.",
    'I help owners of reactive dogs get I want them to have guests over.',
    "I help new owners relax at home, as an I'm a certified dog trainer.",
    'What people who are good at I teach birth preparation do before anything else.',
    'Helping teaching new freelancers get I’d love them stop paying late fees.',
    'I help my clients are busy parents to cook dinner.',
  ])('flags %s', (text) => expect(flagged(firstPersonInside, text)).toBe(true));

  it.each([
    'I help runners over 40 run pain-free.',
    'I help owners train their dogs so I can spend my weekends outdoors.',
    'The day I almost gave up on race-day nutrition.',
    'What I wish someone had told me about burning out.',
    'The shortcut in algebra help I wish I had known three years ago.',
    'Drawing on my 12 years as a physio, I help runners get back to racing.',
    'A client came to me with burning out. Here is what we changed first.',
    'I help my neighbours fix their bikes.',
  ])('leaves %s', (text) => expect(flagged(firstPersonInside, text)).toBe(false));
});

describe('verb after verb', () => {
  it.each([
    'I help wine lovers to get pass WSET Level 2 on the first try.',
    'I help hosts to find pair wine with food.',
    'I help runners, knee pains find run pain-free.',
    'I help stressed parents to find feel relaxed at home.',
    'Helping smallholders get reach smallholders at markets.',
    'I help hobbyists to learn restore small furniture.',
    'I help parkrun regulars get run injury-free all season.',
    'I help small landlords get pass inspections first time.',
    'Building around review their portfolios keeps that energy in your week.',
    'Plenty of people know about pair the wine.',
  ])('flags %s', (text) => expect(flagged(verbAfterVerb, text)).toBe(true));

  it.each([
    'I help runners to help people run pain-free.',
    'I help busy mums to get fit at home.',
    'I help adults to learn to swim.',
    'I help owners to get help with their dogs.',
    'I help people find work that fits.',
    'I help parents cook batch meals on Sundays.',
    'I help new teachers plan lessons faster.',
    'I help bakers to make sure every loaf rises.',
    'Come see what we do.',
    'I help people start running after 50.',
    'Most adults who never learned to swim miss this about adult swimming.',
    '5 reasons having no time to train keeps happening, and one way out.',
    'Plenty of people know Keys Again; only you have your story.',
    'Give brand identity 20 focused minutes a day.',
    'Plenty of people know brand kits; only you have your story.',
    'This small tweak makes keeping more of what they earn feel possible.',
    'The requests you get from people (how to make flowers last) show a market that exists today.',
    'Most busy moms try to solve dont have time all at once.',
    'Feedback on the design of a logo.',
    'Advice for parents of a toddler.',
  ])('leaves %s', (text) => expect(flagged(verbAfterVerb, text)).toBe(false));
});

describe('pronoun or article ending', () => {
  it.each([
    'Drink better wine without spending €40 on a bottle they.',
    '🔥 Daily tips for I',
    'Honest advice for the.',
  ])('flags %s', (text) => expect(flagged(pronounOrArticleEnding, text)).toBe(true));

  it.each(['I help them.', 'Here is what worked for you.', 'Try it.', 'Nobody tells you this, so I will.'])(
    'leaves %s',
    (text) => expect(flagged(pronounOrArticleEnding, text)).toBe(false),
  );
});

describe('doubled word', () => {
  it('flags "making making" through the gate’s own check', () => {
    expect(doubledWord('You are making making a safe soft cheese harder than it needs to be.')).toHaveLength(1);
  });
  it('leaves a word said twice with another between', () => {
    expect(doubledWord('Making bread, making friends.')).toEqual([]);
  });
});

describe('a 30-day plan’s hooks', () => {
  const hooks = [
    'The quiet habit behind a calm walk.',
    'the quiet habit behind a calm walk',
    'What successful dog owners do differently.',
    'What successful puppy owners do differently.',
    'What successful rescue owners do differently?',
    'Why do so many owners struggle with lunging?',
  ];

  it('finds hooks that repeat once case and punctuation are gone', () => {
    expect(repeatedHooks(hooks)).toEqual([
      { kind: 'repeated hook in plan', text: 'the quiet habit behind a calm walk (×2)' },
    ]);
    expect(hookRepeats(hooks)).toBe(1);
    expect(repeatedHooks(hooks.slice(2))).toEqual([]);
  });

  it('finds a frame used more than twice, with the user’s words blanked', () => {
    const found = overusedFrames(hooks, wordsOf('dog puppy rescue owners calm walk lunging'));
    expect(found).toEqual([{ kind: 'frame overused in plan', text: 'what successful _ do differently (×3)' }]);
    expect(overusedFrames(hooks.slice(0, 4), wordsOf('dog puppy owners'))).toEqual([]);
  });

  it('keeps function words the user typed in the frame, so different frames stay apart', () => {
    const plan = ['The fix for the pain is smaller.', 'A plan for the pain.', 'Tips for the pain at night.'];
    expect(overusedFrames(plan, wordsOf('for the pain'))).toEqual([]);
  });
});

describe('niche not a niche', () => {
  it.each([
    'I could turn my weekend',
    'I could run a free',
    'I could teach',
    'Video course',
    'Aftercare guide',
    'Free',
    'A training plan',
    'I know make japanese grammar',
  ])('flags %s', (niche) => expect(nicheNotANiche(niche)).toHaveLength(1));

  it.each([
    'Race-day nutrition plans',
    'A playbook for terrible first-time managers',
    'Meal prep for night-shift nurses',
    'Tattoo aftercare for first-timers',
    'Knee rehab for runners over 40',
    'Wine pairing',
  ])('leaves %s', (niche) => expect(nicheNotANiche(niche)).toEqual([]));
});

describe('generated personas', () => {
  const personas = fc.sample(personaArb, { numRuns: 300, seed: 7 });

  it('draw on a bank of at least 20 trades and use every answer style', () => {
    expect(TRADES.length).toBeGreaterThanOrEqual(20);
    const styles = new Set(personas.flatMap((p) => p.style.split(', ')));
    expect([...STYLES].filter((s) => !styles.has(s))).toEqual([]);
  });

  it('name keys that are words of their own answers', () => {
    for (const p of personas) {
      const answers = JSON.stringify([p.mission, p.niche, p.nicheLine, p.product]).toLowerCase();
      expect(answers, p.id).toContain(p.keys.audience);
      expect(answers, p.id).toContain(p.keys.topic);
    }
  });
});
