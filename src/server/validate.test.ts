import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue } from './validate';

describe('validation messages', () => {
  it("name zod's generic issues by the field, in plain words", () => {
    const result = z.object({ contentOutline: z.object({ sections: z.array(z.number()) }) }).safeParse({
      contentOutline: { sections: [1, 'two'] },
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssue(result.error)).toMatch(/^Content outline sections 1: Invalid input/);
  });

  it('keep our own sentences as they are', () => {
    const result = z.object({ niche: z.string().min(1, { error: 'Niche is required' }) }).safeParse({ niche: '' });
    if (!result.success) expect(describeIssue(result.error)).toBe('Niche is required');
  });

  it('name at most three unknown keys', () => {
    const result = z.strictObject({}).safeParse({ a: 1, b: 2, c: 3, d: 4, e: 5 });
    if (!result.success) expect(describeIssue(result.error)).toBe('Unexpected fields: a, b, c and 2 more');
    const one = z.strictObject({}).safeParse({ isAdmin: true });
    if (!one.success) expect(describeIssue(one.error)).toBe('Unexpected field: isAdmin');
  });
});
