import { describe, expect, it } from 'vitest';
import { answersFromProfile, fillFromProfile, hasProfilePains, withoutProfilePains } from './brand-prefill';
import { emptyDraft } from './draft';

describe('the wizard from the brand profile', () => {
  it('takes the audience and the pain points that fit the wizard', () => {
    const painPoints = ['No time', 'x'.repeat(201), 'no TIME', ...Array.from({ length: 20 }, (_, i) => `P${i}`)];
    const found = answersFromProfile({ audience: 'Night nurses', painPoints });
    expect(found.targetAudience).toBe('Night nurses');
    expect(found.painPoints).toHaveLength(15);
    expect(found.painPoints?.slice(0, 2)).toEqual(['No time', 'P0']);
    expect(answersFromProfile({ audience: 'a'.repeat(301), painPoints: [] })).toEqual({});
  });

  it('fills only empty answers, and Clear takes out only the profile pain points', () => {
    const found = { targetAudience: 'Night nurses', painPoints: ['No time'] };
    expect(fillFromProfile(emptyDraft({ targetAudience: 'Mine' }), found)).toEqual({ painPoints: ['No time'] });
    expect(fillFromProfile(emptyDraft({ painPoints: ['Mine'] }), found)).toEqual({ targetAudience: 'Night nurses' });
    const draft = emptyDraft({ painPoints: ['No time', 'Added by me'] });
    expect(hasProfilePains(draft, found)).toBe(true);
    expect(withoutProfilePains(draft, found)).toEqual(['Added by me']);
    expect(hasProfilePains(emptyDraft({ painPoints: ['Added by me'] }), found)).toBe(false);
  });
});
