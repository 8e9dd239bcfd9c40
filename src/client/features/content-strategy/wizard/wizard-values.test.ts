import { describe, expect, it } from 'vitest';
import { ZContentPlanInput as Z } from '../../../../shared/content-plan-input';
import {
  checkStep,
  emptyWizard,
  fromPlanInput,
  painPointProblems,
  planInputSchema,
  toPlanInput,
  type WizardValues,
} from './wizard-values';

const filled = (over: Partial<WizardValues> = {}): WizardValues => ({
  ...emptyWizard('Meal prep for nurses'),
  brandName: 'Calm Kitchen',
  audience: 'Night-shift nurses',
  painPoints: ['No energy'],
  contentPillars: ['Personal Stories', 'Educational & Tips'],
  customPillars: ['Night hacks'],
  scriptTypes: ['Question-Answer', 'Hook-Story-Secret-CTA'],
  promise: 'Eat well on nights',
  ...over,
});

describe('the wizard values', () => {
  it('start with the niche given and the first script format selected', () => {
    expect(emptyWizard('Yoga')).toMatchObject({ niche: 'Yoga', scriptTypes: ['Hook-Story-Secret-CTA'] });
  });

  it('become the plan input: typed pain points added, lists in the order they are offered', () => {
    const input = toPlanInput(filled({ painPointDraft: ' no energy, Cost ,, ' }));
    expect(input.painPoints).toEqual(['No energy', 'Cost']);
    expect(input.contentPillars).toEqual(['Educational & Tips', 'Personal Stories', 'Night hacks']);
    expect(input.scriptTypes).toEqual(['Hook-Story-Secret-CTA', 'Question-Answer']);
  });

  it('come back from a job input with custom pillars told apart from the options', () => {
    const back = fromPlanInput(toPlanInput(filled()));
    expect(back.contentPillars).toEqual(['Educational & Tips', 'Personal Stories']);
    expect(back.customPillars).toEqual(['Night hacks']);
  });
});

describe('checkStep (docs/product/content-strategy.md)', () => {
  it('step 1 needs a non-blank brand name and niche', () => {
    expect(checkStep(1, filled({ brandName: '   ' }), Z)).toMatchObject({ ok: false, kind: 'missing' });
    expect(checkStep(1, filled({ niche: '' }), Z)).toMatchObject({ ok: false, kind: 'missing' });
    expect(checkStep(1, filled(), Z)).toEqual({ ok: true });
  });

  it('steps 2 to 6 need an audience, a pain point, a pillar, a format and a promise', () => {
    expect(checkStep(2, filled({ audience: ' ' }), Z).ok).toBe(false);
    expect(checkStep(3, filled({ painPoints: [], painPointDraft: ' , ' }), Z).ok).toBe(false);
    expect(checkStep(3, filled({ painPoints: [], painPointDraft: 'Cost' }), Z).ok).toBe(true);
    expect(checkStep(4, filled({ contentPillars: [], customPillars: [] }), Z).ok).toBe(false);
    expect(checkStep(4, filled({ contentPillars: [], customPillars: ['Mine'] }), Z).ok).toBe(true);
    expect(checkStep(5, filled({ scriptTypes: [] }), Z).ok).toBe(false);
    expect(checkStep(6, filled({ promise: '' }), Z).ok).toBe(false);
    for (let step = 2; step <= 6; step++) expect(checkStep(step, filled(), Z)).toEqual({ ok: true });
  });

  it("applies the server's limits too, with its message", () => {
    const many = Array.from({ length: 200 }, (_, i) => `Pain ${i}`);
    expect(checkStep(3, filled({ painPoints: many }), Z)).toEqual({
      ok: false,
      kind: 'invalid',
      message: 'Pain points can have at most 15 entries',
    });
    expect(checkStep(6, filled({ promise: 'x'.repeat(10_000) }), Z)).toMatchObject({
      kind: 'invalid',
      message: 'Promise must be at most 500 characters',
    });
    // A later step's problem does not block an earlier one.
    expect(checkStep(1, filled({ promise: 'x'.repeat(10_000) }), Z)).toEqual({ ok: true });
  });

  it('names the pain point that breaks a rule, and marks only that one', () => {
    const values = filled({ painPoints: ['No energy', 'x'.repeat(400), 'Vending machine dinners'] });
    expect(checkStep(3, values, Z)).toEqual({
      ok: false,
      kind: 'invalid',
      message: 'Pain point must be at most 300 characters (number 2 in your list)',
    });
    expect([...painPointProblems(values, Z)]).toEqual([[1, 'Pain point must be at most 300 characters']]);
    expect(painPointProblems(filled(), Z).size).toBe(0);
  });

  it('checks only for blanks until the schema has arrived, which is the one the server applies', async () => {
    const many = filled({ painPoints: Array.from({ length: 200 }, (_, i) => `Pain ${i}`) });
    expect(checkStep(3, many, undefined)).toEqual({ ok: true });
    expect(checkStep(3, filled({ painPoints: [] }), undefined)).toMatchObject({ kind: 'missing' });
    expect(painPointProblems(many, undefined).size).toBe(0);
    expect(await planInputSchema.load()).toBe(Z);
  });
});
