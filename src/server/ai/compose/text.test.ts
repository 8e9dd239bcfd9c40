import { describe, expect, it } from 'vitest';
import { composeMission } from '../../features/mission/mission.composer';
import { phrase, stripTags } from './text';

describe('answers with markup in them', () => {
  it('keeps what tags wrap and drops the tags, leaving comparisons alone', () => {
    expect(stripTags('<b>nurses</b> on nights')).toBe('nurses on nights');
    expect(stripTags('<script>alert(1)</script> coaching')).toBe('alert(1) coaching');
    expect(stripTags('a < b and c > d')).toBe('a < b and c > d');
    expect(stripTags('<br>')).toBe('<br>');
    expect(phrase('<i>Sleep</i> well on nights')).toBe('Sleep well on nights');
  });

  // The client shows generated text as text, so markup typed into an answer is quoted back whole.
  it('never cuts a character off the text a mission is written from, markup included', () => {
    const three = (first: string) => [first, 'Busy parents', 'Office workers'] as [string, string, string];
    const { statements } = composeMission({
      expertise: three('<b>Ten years</b> as a nurse'),
      audience: three('<b>nurses</b> on night shifts'),
      outcome: three('<i>sleep</i> well between shifts'),
      obstacles: three('<u>rotating rotas</u>'),
    });
    const text = statements.join(' ');
    expect(text).toContain('<b>nurses</b> on night shifts');
    expect(text).toContain('<u>rotating rotas</u>');
    expect(text).not.toMatch(/(?<!<|<\/)\b[biu]>|<\/?[biu](?!>)/);
  });
});
