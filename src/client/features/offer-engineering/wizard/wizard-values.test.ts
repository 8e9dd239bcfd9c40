import { describe, expect, it } from 'vitest';
import { emptyWizard, firstIncompleteStep, progressPercent, stepErrors, toRequest } from './wizard-values';

const filled = {
  ...emptyWizard(),
  businessName: ' Good Dog Academy ',
  targetAudience: 'New puppy owners',
  mainProblem: 'Pulling on the leash',
  desiredOutcome: 'A calm dog',
};

describe('offer wizard values', () => {
  it('needs business name and audience on step 1, problem and outcome on step 2, the outcome on step 3', () => {
    expect(stepErrors(1, emptyWizard())).toEqual({
      businessName: 'Business name must not be empty',
      targetAudience: 'Target audience must not be empty',
    });
    expect(Object.keys(stepErrors(2, { ...filled, mainProblem: '   ' }))).toEqual(['mainProblem']);
    expect(Object.keys(stepErrors(3, { ...filled, desiredOutcome: '' }))).toEqual(['desiredOutcome']);
    expect(stepErrors(1, filled)).toEqual({});
    expect(firstIncompleteStep(filled)).toBeNull();
    expect(firstIncompleteStep({ ...filled, targetAudience: '' })).toBe(1);
  });

  it('sends trimmed answers and leaves out what was not given', () => {
    expect(
      toRequest({ ...filled, currentSolution: '  ', solutionGaps: ' Too generic ', priceRange: '100-500' }),
    ).toEqual({
      businessName: 'Good Dog Academy',
      targetAudience: 'New puppy owners',
      mainProblem: 'Pulling on the leash',
      desiredOutcome: 'A calm dog',
      solutionGaps: 'Too generic',
      priceRange: '100-500',
    });
  });

  it('shows progress as step over three, in percent', () => {
    expect([1, 2, 3].map(progressPercent)).toEqual([33, 67, 100]);
  });
});
