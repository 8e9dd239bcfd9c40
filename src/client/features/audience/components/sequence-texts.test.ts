import { describe, expect, it } from 'vitest';
import { emailHeading, nextDelay, statsText, waitingText } from './sequence-texts';

describe('the sequence texts', () => {
  it('names each email by its number and its day', () => {
    expect(emailHeading(1, 0)).toBe('Email 1 · Right after confirming');
    expect(emailHeading(3, 4)).toBe('Email 3 · Day 4');
    expect(emailHeading(2, Number.NaN)).toBe('Email 2');
    expect(emailHeading(2, -1)).toBe('Email 2');
  });

  it('gives an added email the next default wait, never less than the last one', () => {
    expect(nextDelay([0, 2, 4])).toBe(7);
    expect(nextDelay([0, 2, 4, 7])).toBe(10);
    expect(nextDelay([0, 5, 30])).toBe(30);
    expect(nextDelay([0, 2, Number.NaN])).toBe(7);
    expect(nextDelay([0, 2, 365, 365])).toBe(365);
  });

  it('shows the numbers of an email only once it has any', () => {
    expect(statsText({ sent: 0, failed: 0, unsubscribes: 0 })).toBeNull();
    expect(statsText(undefined)).toBeNull();
    expect(statsText({ sent: 1, failed: 0, unsubscribes: 0 })).toBe('1 sent · 0 failed · 0 unsubscribes');
    expect(statsText({ sent: 1204, failed: 3, unsubscribes: 1 })).toBe('1,204 sent · 3 failed · 1 unsubscribe');
  });

  it('says how many emails wait for the daily limit', () => {
    expect(waitingText(1)).toBe('1 email of this sequence waits for tomorrow: you reached today’s sending limit.');
    expect(waitingText(12)).toBe('12 emails of this sequence wait for tomorrow: you reached today’s sending limit.');
  });
});
