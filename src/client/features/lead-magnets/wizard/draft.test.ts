import { describe, expect, it } from 'vitest';
import { addEntry, addSection, emptyDraft, stepPercent, stepProblem, toInput } from './draft';
import { prefillNote, readPrefill } from './prefill';

describe('the wizard rules (docs/product/lead-magnets.md)', () => {
  it('trims entries and ignores blanks and duplicates', () => {
    let list = addEntry([], '  Lack of time  ', 15);
    list = addEntry(list, '   ', 15);
    list = addEntry(list, 'lack of TIME', 15);
    list = addEntry(list, 'Limited budget', 15);
    expect(list).toEqual(['Lack of time', 'Limited budget']);
    expect(addEntry(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
  });

  it('adds a section only with both a title and a description', () => {
    expect(addSection([], { title: 'Start', description: '  ' })).toEqual([]);
    expect(addSection([], { title: ' ', description: 'Begin.' })).toEqual([]);
    expect(addSection([], { title: ' Start ', description: ' Begin. ' })).toEqual([
      { title: 'Start', description: 'Begin.' },
    ]);
  });

  it('enables Next only when the step is valid', () => {
    const d = emptyDraft();
    expect(stepProblem(1, { ...d, title: 'Kit' })).toBe('Say who it is for.');
    expect(stepProblem(1, { ...d, title: 'Kit', targetAudience: 'Nurses' })).toBeNull();
    expect(stepProblem(2, d)).not.toBeNull();
    expect(stepProblem(2, { ...d, industry: 'Healthcare' })).toBeNull();
    expect(stepProblem(3, d)).not.toBeNull();
    expect(stepProblem(4, { ...d, leadMagnetType: 'ebook' })).toBeNull();
    expect(stepProblem(5, { ...d, sections: [{ title: 'a', description: 'b' }] })).toBeNull();
    expect(stepProblem(6, d)).toBeNull();
  });

  it('reports progress as the step over six', () => {
    expect([1, 2, 3, 4, 5, 6].map(stepPercent)).toEqual([17, 33, 50, 67, 83, 100]);
  });

  it('starts with the spec defaults and builds the request', () => {
    const d = {
      ...emptyDraft(),
      title: ' Kit ',
      targetAudience: 'Nurses',
      industry: 'Healthcare' as const,
      painPoints: ['Time'],
      leadMagnetType: 'ebook' as const,
      sections: [{ title: 'a', description: 'b' }],
    };
    expect(toInput(d)).toEqual({
      title: 'Kit',
      description: undefined,
      targetAudience: 'Nurses',
      industry: 'Healthcare',
      painPoints: ['Time'],
      leadMagnetType: 'ebook',
      contentOutline: { sections: [{ title: 'a', description: 'b', keyPoints: [] }], objectives: [] },
      designPreferences: { colorScheme: 'professional', style: 'modern', includeImages: true, includeCharts: false },
    });
  });
});

describe('the prefill from a pain point analysis', () => {
  it('reads the audience and pain points, cut to the limits', () => {
    const p = readPrefill(new URLSearchParams({ from: 'pain-point-analysis', audience: `  ${'a'.repeat(400)}` }));
    expect(p.targetAudience).toHaveLength(300);
    const q = new URLSearchParams('from=pain-point-analysis&audience=Nurses&pain=Time&pain=time&pain=%20&pain=Money');
    expect(readPrefill(q)).toEqual({ fromAnalysis: true, targetAudience: 'Nurses', painPoints: ['Time', 'Money'] });
    expect(prefillNote(readPrefill(q))).toBe('From your pain point analysis: audience and 2 pain points.');
  });

  it('is not a hand-off without values or without the source', () => {
    expect(readPrefill(new URLSearchParams('from=pain-point-analysis')).fromAnalysis).toBe(false);
    expect(readPrefill(new URLSearchParams('audience=Nurses')).fromAnalysis).toBe(false);
  });
});
