import { describe, expect, it } from 'vitest';
import { ZProfileUpdate } from './profile';

describe('a profile update', () => {
  it('trims names, clears a field sent empty, and refuses spaces alone', () => {
    expect(ZProfileUpdate.parse({ full_name: '  Ada Lovelace ' })).toEqual({ full_name: 'Ada Lovelace' });
    expect(ZProfileUpdate.parse({ full_name: '' })).toEqual({ full_name: '' });
    const spaces = ZProfileUpdate.safeParse({ full_name: '   ' });
    expect(spaces.success).toBe(false);
    expect(spaces.error?.issues[0]?.message).toBe('Full name cannot be only spaces');
  });
});
