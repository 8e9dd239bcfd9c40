import { describe, expect, it } from 'vitest';
import { ZProfileUpdate } from './profile';

describe('a profile update', () => {
  it('trims names, clears a field sent empty, and refuses spaces alone', () => {
    expect(ZProfileUpdate.parse({ fullName: '  Ada Lovelace ' })).toEqual({ fullName: 'Ada Lovelace' });
    expect(ZProfileUpdate.parse({ fullName: '' })).toEqual({ fullName: '' });
    const spaces = ZProfileUpdate.safeParse({ fullName: '   ' });
    expect(spaces.success).toBe(false);
    expect(spaces.error?.issues[0]?.message).toBe('Full name cannot be only spaces');
  });
});
