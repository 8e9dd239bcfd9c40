import { describe, expect, it } from 'vitest';
import { BIO_PLATFORM_INFO, BIO_PLATFORMS, bioLength } from '../../../shared/social-bios';
import { parseInput, validateOutput } from '../../ai/generator';
import { composerCases, expectComposes } from '../../ai/testing/composer-checks';
import { socialBiosGenerator } from './social-bios.generator';

const mission =
  'I help busy moms over 35 lose 10 kg and keep it off without needing more time first.\nI help first-time founders achieve financial freedom without drowning in conflicting advice.';

describe.each(BIO_PLATFORMS)('%s bio composer', (platform) => {
  const limit = BIO_PLATFORM_INFO[platform].characterLimit;
  const bases = {
    'a full request': { platform, missionStatement: mission, name: 'Dana Lee', profession: 'Fitness coach' },
    'the spec defaults': { platform, missionStatement: 'Coaching is my thing' },
  };
  it.each(composerCases(socialBiosGenerator, bases, ['platform']))(`%s: within ${limit} characters`, (_n, input) => {
    const { bios } = expectComposes(socialBiosGenerator, input);
    expect(bios).toHaveLength(3);
    for (const bio of bios) expect(bioLength(bio, platform)).toBeLessThanOrEqual(limit);
  });
});

describe('social bios', () => {
  it('uses the mission and the platform tone', () => {
    const input = parseInput(socialBiosGenerator, { platform: 'instagram', missionStatement: mission });
    expect(input).toMatchObject({
      name: 'Professional',
      profession: 'Brand Professional',
      tone: 'personal, creative, slightly playful',
    });
    const { bios } = socialBiosGenerator.compose(input);
    expect(bios.join('\n')).toContain('busy moms over 35');
    expect(bios.every((b) => b.split('\n').length <= 4)).toBe(true);
    expect(socialBiosGenerator.prompt(input).user).toContain('line breaks not counted');
  });

  it("writes in the brand profile's voice: playful voice words bring emoji, its name fills a missing one, banned words stay out", () => {
    const input = parseInput(socialBiosGenerator, { platform: 'twitter', missionStatement: mission });
    expect(input.tone).not.toMatch(/playful/);
    const plain = socialBiosGenerator.compose(input).bios.join('\n');
    expect(plain).not.toMatch(/\p{Extended_Pictographic}/u);
    const brand = { name: 'Dana Lee', voice: ['playful', 'warm', 'bold'], avoidWords: ['conversation', 'connect'] };
    const voiced = socialBiosGenerator.compose(input, { brand }).bios;
    expect(voiced.join('\n')).toMatch(/\p{Extended_Pictographic}/u);
    for (const bio of voiced) expect(bio).not.toMatch(/conversation|connect/i);
    const linkedin = parseInput(socialBiosGenerator, { platform: 'linkedin', missionStatement: mission });
    expect(socialBiosGenerator.compose(linkedin, { brand }).bios.join('\n')).toContain('Dana Lee');
    expect(socialBiosGenerator.compose(linkedin).bios.join('\n')).not.toContain('Dana Lee');
    for (const bio of voiced)
      expect(bioLength(bio, 'twitter')).toBeLessThanOrEqual(BIO_PLATFORM_INFO.twitter.characterLimit);
  });

  it('rejects a bio over the limit, counting Instagram without line breaks', () => {
    const input = parseInput(socialBiosGenerator, { platform: 'instagram', missionStatement: mission });
    const fits = `${'a'.repeat(75)}\n${'b'.repeat(75)}`;
    expect(validateOutput(socialBiosGenerator, { bios: [fits] }, input).ok).toBe(true);
    const verdict = validateOutput(socialBiosGenerator, { bios: [fits, `${fits}x`] }, input);
    expect(verdict).toEqual({
      ok: false,
      problems: ["bios.1: 151 characters (line breaks not counted), over Instagram's limit of 150; shorten it"],
    });
    const tiktok = parseInput(socialBiosGenerator, { platform: 'tiktok', missionStatement: mission });
    expect(validateOutput(socialBiosGenerator, { bios: ['x'.repeat(81)] }, tiktok).ok).toBe(false);
  });

  it('refuses an unknown platform before anything else', () => {
    expect(() => parseInput(socialBiosGenerator, { platform: 'myspace', missionStatement: mission })).toThrow(
      /Platform must be one of twitter/,
    );
  });
});
