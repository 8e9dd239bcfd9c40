import { describe, expect, it } from 'vitest';
import { grammarProblems } from './grammar';

describe('the grammar check of composed text', () => {
  it("ignores the user's own words, whole words only", async () => {
    // "Recieve" is theirs; "highing" is not, even though they typed "high".
    const source = 'recieve a plan, high school kids';
    expect(await grammarProblems('They recieve a plan for high school kids.', source)).toEqual([]);
    const made = await grammarProblems('They recieve a plan for highing school kids.', source);
    expect(made.map((p) => p.text)).toEqual(['highing']);
  });
});
