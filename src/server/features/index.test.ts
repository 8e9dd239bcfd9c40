import { describe, expect, it } from 'vitest';
import { expectComposes } from '../ai/testing/composer-checks';
import { FEATURES, GENERATORS } from '.';

describe('the feature manifest', () => {
  it('names every feature and every generator once', () => {
    const names = FEATURES.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    const generators = GENERATORS.map((g) => g.name);
    expect(new Set(generators).size).toBe(generators.length);
    expect(generators).toEqual(expect.arrayContaining(['mission', 'social-bios', 'niche', 'content-batch', 'offer']));
  });

  it.each(GENERATORS.map((g) => [g.name, g] as const))(
    '%s composes its sample offline and asks a real prompt',
    (_n, g) => {
      expectComposes(g, g.sample);
      const prompt = g.prompt(g.input.parse(g.sample));
      expect(prompt.system.length).toBeGreaterThan(50);
      expect(prompt.user.length).toBeGreaterThan(50);
    },
  );

  it('gives every dashboard source and job kind a unique id', () => {
    const sources = FEATURES.flatMap((f) => f.dashboard?.id ?? []);
    expect(new Set(sources).size).toBe(sources.length);
    const kinds = FEATURES.flatMap((f) => f.jobs?.map((j) => j.kind) ?? []);
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});
