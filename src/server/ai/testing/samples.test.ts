import { describe, expect, it } from 'vitest';
import { AI_GENERATORS } from '../../../shared/ai';
import { expectComposes } from './composer-checks';
import { SAMPLES } from './samples';

describe('generator catalogue', () => {
  it.each(AI_GENERATORS)('%s has a generator of that name whose composer works', (name) => {
    const { generator, input } = SAMPLES[name];
    expect(generator.name).toBe(name);
    expectComposes(generator, input);
    const prompt = generator.prompt(generator.input.parse(input));
    expect(prompt.system.length).toBeGreaterThan(50);
    expect(prompt.user.length).toBeGreaterThan(50);
  });
});
