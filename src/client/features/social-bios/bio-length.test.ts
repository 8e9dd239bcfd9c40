import { describe, expect, it } from 'vitest';
import { countBio, handleFor, initialsFor, overLimitNotice } from './bio-length';

describe('bio counters', () => {
  it("does not count Instagram's line breaks", () => {
    const bio = 'Coach\nfor new\nmanagers';
    expect(countBio(bio, 'instagram')).toMatchObject({ length: 20, limit: 150, label: '20/150', over: false });
    expect(countBio(bio, 'twitter').length).toBe(22);
  });

  it('flags a bio over the platform limit and names the limit in the message', () => {
    const long = 'x'.repeat(81);
    expect(countBio(long, 'tiktok')).toMatchObject({ over: true, label: '81/80' });
    expect(countBio('x'.repeat(80), 'tiktok').over).toBe(false);
    expect(overLimitNotice(['ok', long], 'tiktok')).toBe(
      'Some bios exceeded the character limit of 80. Please regenerate.',
    );
    expect(overLimitNotice(['ok'], 'tiktok')).toBeNull();
  });
});

describe('preview identity', () => {
  it('makes a handle and initials from the name', () => {
    expect(handleFor('Ada Lovelace')).toBe('@adalovelace');
    expect(handleFor('Zoë O’Brien-Smith')).toBe('@zoeobriensmith');
    expect(handleFor('!!!')).toBe('@professional');
    expect(initialsFor('Ada King Lovelace')).toBe('AL');
    expect(initialsFor('Professional')).toBe('P');
    expect(initialsFor('  ')).toBe('P');
  });
});
