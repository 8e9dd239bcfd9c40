import { describe, expect, it } from 'vitest';
import { answersFromProfile, fillFromProfile } from './brand-prefill';
import { emptyWizard } from './wizard-values';

describe('the wizard from the brand profile', () => {
  it('picks the first platform that can be analysed and the niche as context', () => {
    expect(answersFromProfile({ platforms: ['facebook', 'youtube', 'tiktok'], niche: 'Dog training' })).toEqual({
      platform: 'youtube',
      industryContext: 'Dog training',
    });
    expect(answersFromProfile({ platforms: ['facebook'], niche: '  ' })).toEqual({});
  });

  it('fills only what is still empty', () => {
    const found = { platform: 'tiktok', industryContext: 'Dog training' } as const;
    expect(fillFromProfile({ ...emptyWizard(), platform: 'linkedin' }, found)).toEqual({
      industryContext: 'Dog training',
    });
    expect(fillFromProfile({ ...emptyWizard(), industryContext: 'Mine' }, found)).toEqual({ platform: 'tiktok' });
  });
});
