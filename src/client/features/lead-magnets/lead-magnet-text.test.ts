import { describe, expect, it } from 'vitest';
import { visibleHooks } from './hooks';
import { leadMagnetFileName, leadMagnetText } from './lead-magnet-text';
import { sampleMagnet } from './testing';

describe('the plain-text export', () => {
  it.each([
    ['The 7-Day Night Shift Meal Prep Kit!', 'the_7_day_night_shift_meal_prep_kit_.txt'],
    ['Café Checklist', 'caf__checklist.txt'],
    ['ABC123', 'abc123.txt'],
    ['  ', '__.txt'],
  ])('names %j after its title: %s', (title, name) => {
    expect(leadMagnetFileName(title)).toBe(name);
  });

  it('uses the same name for the designed files', () => {
    expect(leadMagnetFileName('Meal Prep Kit', 'pdf')).toBe('meal_prep_kit.pdf');
    expect(leadMagnetFileName('Meal Prep Kit', 'docx')).toBe('meal_prep_kit.docx');
  });

  it('holds every part of the lead magnet, takeaways as tick boxes', () => {
    const text = leadMagnetText(sampleMagnet());
    for (const part of [
      'The 7-Day Night Shift Meal Prep Kit!',
      'Target audience: Nurses on night shifts',
      'Industry: Healthcare',
      'EXECUTIVE SUMMARY',
      'YOUR ONE-HOUR PREP SESSION',
      '- Batch-cook',
      'Hook 14',
      'Use case: Opener',
      'Structure: Problem then twist',
      'Metrics to track:\n- Downloads',
      '[ ] Plan on Sunday',
    ])
      expect(text).toContain(part);
  });
});

describe('hook truncation', () => {
  it('shows the first 10 hooks of a category, then says how many more', () => {
    const hooks = Array.from({ length: 14 }, (_, i) => `Hook ${i + 1}`);
    expect(visibleHooks(hooks)).toEqual({
      hooks: hooks.slice(0, 10),
      more: 4,
      moreLabel: '+4 more hooks in this category...',
    });
  });

  it('says nothing more at 10 hooks or fewer', () => {
    expect(visibleHooks(['a', 'b']).moreLabel).toBeNull();
    expect(visibleHooks(Array.from({ length: 10 }, String)).more).toBe(0);
    expect(visibleHooks(Array.from({ length: 11 }, String)).moreLabel).toBe('+1 more hooks in this category...');
  });
});
