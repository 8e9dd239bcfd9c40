import { describe, expect, it } from 'vitest';
import { LEAD_MAGNET_TYPE_IDS } from '../../../shared/lead-magnets';
import { parseInput, validateOutput } from '../../ai/generator';
import { composerCases, expectComposes } from '../../ai/testing/composer-checks';
import { leadMagnetGenerator } from './lead-magnet.generator';

const typical = {
  title: 'The 7-Day Night Shift Meal Prep Kit',
  description: 'Everything a nurse needs to eat well on nights.',
  targetAudience: 'Nurses on night shifts',
  industry: 'Healthcare',
  painPoints: ['Living on vending machine snacks', 'No time to cook', 'Low energy at 4 am'],
  leadMagnetType: 'viral_hooks',
  contentOutline: {
    sections: [
      {
        title: 'Your one-hour prep session',
        description: 'How to prep a week of meals in one hour.',
        keyPoints: ['Batch-cook two proteins', 'Pre-portion snacks'],
      },
      { title: 'Snacks that beat the vending machine', description: 'Ten snacks that keep energy steady.' },
      { title: 'Eating at 4 am', description: 'What to eat in the middle of the night.' },
    ],
    objectives: ['Prep a week of meals in one hour', 'Stay energised through a night shift'],
  },
  designPreferences: { colorScheme: 'natural', style: 'modern', includeImages: true, includeCharts: false },
};
const minimal = {
  title: 'Checklist',
  targetAudience: 'Founders',
  industry: 'Other',
  painPoints: ['Churn'],
  leadMagnetType: 'checklist',
  contentOutline: { sections: [{ title: 'Start', description: 'Begin.' }] },
};

describe('lead magnet composer', () => {
  it.each(
    composerCases(leadMagnetGenerator, { typical, minimal }, ['industry', 'leadMagnetType', 'colorScheme', 'style']),
  )('%s: one main section per outline section', (_n, input) => {
    const out = expectComposes(leadMagnetGenerator, input);
    const { sections } = (input as typeof typical).contentOutline;
    expect(out.mainContent.map((m) => m.title)).toHaveLength(sections.length);
  });

  it.each(LEAD_MAGNET_TYPE_IDS)('composes a %s', (leadMagnetType) => {
    expectComposes(leadMagnetGenerator, { ...typical, leadMagnetType });
  });

  it('builds on the draft: titles, key points, pains and objectives', () => {
    const out = expectComposes(leadMagnetGenerator, typical);
    expect(out.mainContent.map((m) => m.title)).toEqual(typical.contentOutline.sections.map((s) => s.title));
    expect(out.mainContent[0]?.keyPoints).toEqual(['Batch-cook two proteins', 'Pre-portion snacks']);
    expect(out.executiveSummary).toContain('nurses on night shifts');
    expect(out.executiveSummary).toContain('prep a week of meals in one hour');
    // A viral hooks collection has more than the 10 hooks a category shows before "+N more".
    expect(out.viralHooksCollection.every((c) => c.hooks.length === 12)).toBe(true);
    expect(out.viralHooksCollection.flatMap((c) => c.hooks).join(' ')).toContain('vending machine snacks');
  });

  it('rejects main content that skips outline sections', () => {
    const input = parseInput(leadMagnetGenerator, typical);
    const out = leadMagnetGenerator.compose(input);
    const verdict = validateOutput(leadMagnetGenerator, { ...out, mainContent: out.mainContent.slice(0, 1) }, input);
    expect(verdict).toEqual({ ok: false, problems: ['mainContent: needs one entry per outline section (3); got 1'] });
  });

  it('refuses a draft without sections, naming the field', () => {
    const bad = { ...typical, contentOutline: { sections: [], objectives: [] } };
    expect(() => parseInput(leadMagnetGenerator, bad)).toThrow('Content sections needs at least one entry');
  });
});
