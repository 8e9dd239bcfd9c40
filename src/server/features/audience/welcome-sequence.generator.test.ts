import { describe, expect, it } from 'vitest';
import { ZWelcomeSequenceDraft } from '../../../shared/welcome-sequence';
import { parseInput, validateOutput } from '../../ai/generator';
import { welcomeSequenceGenerator as generator } from './welcome-sequence.generator';

const email = (over: Partial<{ subject: string; body: string }> = {}) => ({
  subject: 'Your checklist is here',
  body: 'Hi {{first_name}},\n\nThanks for signing up.',
  ...over,
});
const input = parseInput(generator, generator.sample);

describe('welcome sequence generator', () => {
  it('composes its sample within its own schema and checks', () => {
    const output = generator.compose(input);
    expect(validateOutput(generator, output, input)).toMatchObject({ ok: true });
    expect(output.emails.length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['two emails', [email(), email()]],
    ['six emails', Array.from({ length: 6 }, () => email())],
    ['a subject of 151 characters', [email({ subject: 'x'.repeat(151) }), email(), email()]],
    ['a body of 5,001 characters', [email({ body: 'x'.repeat(5001) }), email(), email()]],
    ['an empty body', [email({ body: '  ' }), email(), email()]],
  ])('refuses %s', (_, emails) => {
    expect(ZWelcomeSequenceDraft.safeParse({ emails }).success).toBe(false);
  });

  it('sends back a merge field other than {{first_name}} and an image, naming the email', () => {
    const verdict = validateOutput(
      generator,
      {
        emails: [
          email({ subject: 'Hi {{last_name}}' }),
          email({ body: 'Look: ![dog](https://example.com/dog.png)' }),
          email({ body: 'Hi {{ first_name }} and <img src="x">' }),
        ],
      },
      input,
    );
    expect(verdict.ok).toBe(false);
    expect(verdict.ok ? [] : verdict.problems).toEqual([
      'emails.0: remove the merge field {{last_name}}; only {{first_name}} is filled in',
      'emails.1.body: remove the image',
      'emails.2.body: remove the image',
    ]);
  });

  it('asks for the sequence the product page describes, with the offer or without one', () => {
    const { system, user } = generator.prompt(input);
    expect(system).toMatch(/welcome email sequences/);
    expect(user).toMatch(/^Write a welcome sequence of 5 emails/);
    expect(user).toContain('Email 1: thanks the reader, points them to their download');
    expect(user).toContain('teaches one idea tied to one of the pain points');
    expect(user).toContain('invites the reader to the offer below');
    expect(user).toContain('Never invent prices, discounts, testimonials');
    expect(user).toContain('no images');
    expect(user).toContain('{{first_name}} is the only merge field');
    expect(user).toContain('- Puppy pulls on the leash on every walk');
    expect(user).toContain('Good Dog Academy Four-Week Programme');
    const bare = generator.prompt(parseInput(generator, { ...generator.sample, offer: null }));
    expect(bare.user).toContain('Offer: (none; do not invite to one)');
    expect(bare.user).not.toContain('invites the reader to the offer');
  });
});
