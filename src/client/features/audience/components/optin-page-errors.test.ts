import { describe, expect, it } from 'vitest';
import { AUDIENCE_MESSAGES } from '../../../../shared/audience-texts';
import { fieldOfRefusal } from './optin-page-errors';

describe('fieldOfRefusal', () => {
  it('puts each server message under its field', () => {
    expect(fieldOfRefusal(AUDIENCE_MESSAGES.slugTaken)).toBe('slug');
    expect(fieldOfRefusal(AUDIENCE_MESSAGES.slugReserved)).toBe('slug');
    expect(fieldOfRefusal(AUDIENCE_MESSAGES.headlineLong)).toBe('headline');
    expect(fieldOfRefusal(AUDIENCE_MESSAGES.bulletRequired)).toBe('bullets');
    expect(fieldOfRefusal(AUDIENCE_MESSAGES.displayNameRequired)).toBe('displayName');
  });

  it('leaves a message about the whole page to the form', () => {
    expect(fieldOfRefusal(AUDIENCE_MESSAGES.alreadyPublished)).toBeNull();
    expect(fieldOfRefusal('Cannot reach the server. Check your connection and try again.')).toBeNull();
  });
});
