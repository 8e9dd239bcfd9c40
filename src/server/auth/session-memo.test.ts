import { describe, expect, it } from 'vitest';
import { createSessionMemo } from './session-memo';

describe('the session memo', () => {
  it('answers for the same cookie header until its time is up, then forgets it', () => {
    let clock = 1_000;
    const memo = createSessionMemo<string>({ ttlMs: 1000, max: 10, now: () => clock });
    memo.set('a=1', 'ada');
    expect(memo.get('a=1')).toBe('ada');
    expect(memo.get('a=2')).toBeUndefined();
    clock += 999;
    expect(memo.get('a=1')).toBe('ada');
    clock += 1;
    expect(memo.get('a=1')).toBeUndefined();
  });

  it('forgets everything on clear', () => {
    const memo = createSessionMemo<string>({ ttlMs: 1000, max: 10 });
    memo.set('a=1', 'ada');
    memo.set('b=1', 'bob');
    memo.clear();
    expect(memo.get('a=1')).toBeUndefined();
    expect(memo.get('b=1')).toBeUndefined();
  });

  it('keeps at most `max` entries, dropping the oldest first', () => {
    const memo = createSessionMemo<number>({ ttlMs: 60_000, max: 3 });
    for (let i = 0; i < 5; i++) memo.set(`c=${i}`, i);
    expect([0, 1, 2, 3, 4].map((i) => memo.get(`c=${i}`))).toEqual([undefined, undefined, 2, 3, 4]);
  });
});
