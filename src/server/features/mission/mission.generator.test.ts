import { describe, expect, it } from 'vitest';
import { parseInput } from '../../ai/generator';
import { composerCases, expectComposes } from '../../ai/testing/composer-checks';
import { missionGenerator } from './mission.generator';

const typical = {
  expertise: ['10 years as a personal trainer', 'I love meal prep', 'Certified nutrition coach'],
  audience: ['Busy moms over 35', 'First-time founders', 'Remote workers who sit all day'],
  outcome: ['Lose 10 kg and keep it off', 'Financial freedom', 'Feeling confident in their body'],
  obstacles: ['Lack of time', 'Too much conflicting advice', "I don't know where to start"],
};
const other = {
  expertise: ['Copywriting for SaaS', 'Teaching', 'Storytelling'],
  audience: ['Indie hackers', 'Solo consultants', 'Nonprofit directors'],
  outcome: ['Write a homepage that converts', 'More booked calls', 'Clarity'],
  obstacles: ['Fear of sounding salesy', 'Imposter syndrome', 'No budget for an agency'],
};

describe('mission composer', () => {
  it.each(composerCases(missionGenerator, { typical, other }))('%s: 3 valid statements, stable', (_name, input) => {
    const { statements } = expectComposes(missionGenerator, input);
    expect(statements).toHaveLength(3);
    for (const s of statements) expect(s).toMatch(/^I help .+ without .+\.$/);
  });

  it('stays within the 300-character limit when answers are one unbroken 400-letter run', () => {
    const run = 'w'.repeat(400);
    const three = [run, `${run} and more`, 'Busy parents'];
    const { statements } = expectComposes(missionGenerator, {
      expertise: three,
      audience: three,
      outcome: three,
      obstacles: three,
    });
    for (const s of statements) expect(s.length).toBeLessThanOrEqual(300);
  });

  it("builds on the person's own answers, one audience per statement", () => {
    const { statements } = expectComposes(missionGenerator, typical);
    const text = statements.join(' ');
    for (const who of ['busy moms over 35', 'first-time founders', 'remote workers who sit all day']) {
      expect(text).toContain(who);
    }
    expect(new Set(statements).size).toBe(3);
    expect(text).toContain('without drowning in conflicting advice');
    expect(text).toContain("because they don't know where to start");
  });

  it('differs for different answers', () => {
    expect(expectComposes(missionGenerator, typical)).not.toEqual(expectComposes(missionGenerator, other));
  });
});

describe('mission generator', () => {
  it('sends all 12 answers, by section, in the prompt', () => {
    const { user } = missionGenerator.prompt(parseInput(missionGenerator, typical));
    for (const a of Object.values(typical).flat()) expect(user).toContain(a);
    expect(user).toMatch(/Section 4, The biggest obstacles/);
  });

  it('refuses a blank answer, naming it', () => {
    const bad = { ...typical, audience: ['Busy moms', '   ', 'Founders'] };
    expect(() => parseInput(missionGenerator, bad)).toThrow('Who would benefit answer 2 must not be empty');
    expect(() => parseInput(missionGenerator, { ...typical, outcome: ['one'] })).toThrow(/The dream outcome/);
  });
});
