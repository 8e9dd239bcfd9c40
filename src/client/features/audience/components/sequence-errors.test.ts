import { describe, expect, it } from 'vitest';
import { unknownMergeFieldMessage } from '../../../../shared/campaign-texts';
import { WELCOME_MESSAGES as M } from '../../../../shared/welcome-sequence';
import { fieldOfRefusal, type TSequenceEmailValues } from './sequence-errors';

const email = (over: Partial<TSequenceEmailValues> = {}): TSequenceEmailValues => ({
  id: undefined,
  subject: 'Welcome, {{first_name}}',
  body: 'Hi {{first_name}},\n\nThanks for signing up.',
  delayDays: 0,
  ...over,
});
const three = (over: Record<number, Partial<TSequenceEmailValues>> = {}) =>
  [0, 2, 4].map((delayDays, i) => email({ delayDays, ...over[i] }));

describe('fieldOfRefusal', () => {
  it('puts each field message of the server under the first email that breaks it', () => {
    expect(fieldOfRefusal(M.subjectRequired, three({ 1: { subject: '  ' } }))).toBe('emails.1.subject');
    expect(fieldOfRefusal(M.subjectTooLong, three({ 2: { subject: 's'.repeat(151) } }))).toBe('emails.2.subject');
    expect(fieldOfRefusal(M.bodyRequired, three({ 0: { body: '' } }))).toBe('emails.0.body');
    expect(fieldOfRefusal(M.bodyTooLong, three({ 1: { body: 'x'.repeat(20_001) } }))).toBe('emails.1.body');
    expect(fieldOfRefusal(M.delayRange, three({ 2: { delayDays: 400 } }))).toBe('emails.2.delayDays');
    expect(fieldOfRefusal(M.delayRange, three({ 1: { delayDays: Number.NaN } }))).toBe('emails.1.delayDays');
    expect(fieldOfRefusal(M.delaysOrder, three({ 2: { delayDays: 1 } }))).toBe('emails.2.delayDays');
    expect(fieldOfRefusal(M.controlCharacters, three({ 1: { body: 'Hi\u0000' } }))).toBe('emails.1.body');
    expect(
      fieldOfRefusal(unknownMergeFieldMessage(['{{last_name}}']), three({ 2: { subject: 'Hi {{last_name}}' } })),
    ).toBe('emails.2.subject');
  });

  it('falls back to the field of that kind the member changed', () => {
    const changed = (f: string) => f === 'emails.1.delayDays';
    expect(fieldOfRefusal(M.delaysOrder, three(), changed)).toBe('emails.1.delayDays');
    expect(fieldOfRefusal(M.subjectTooLong, three(), changed)).toBeNull();
  });

  it('leaves a refusal about the whole sequence to the form', () => {
    expect(fieldOfRefusal(M.unknownEmail, three())).toBeNull();
    expect(fieldOfRefusal(M.emailsCount, three())).toBeNull();
    expect(fieldOfRefusal(M.duplicateEmail, three())).toBeNull();
    expect(fieldOfRefusal('Something went wrong on our side.', three())).toBeNull();
  });
});
