// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PainPointsTab } from './pain-points-tab';

afterEach(cleanup);

describe('pain points tab', () => {
  it('labels the frequency, as every other field of the card is labelled', () => {
    render(
      <PainPointsTab
        painPoints={[
          {
            persona: 'New puppy owner',
            pain_point: 'Pulling on the lead',
            severity: 'High',
            frequency: 'Before every walk',
            emotional_impact: 'Embarrassed in the street',
            current_solutions: ['Harness'],
            solution_gaps: ['No training plan'],
          },
        ]}
      />,
    );
    const frequency = screen.getByText('Before every walk', { exact: false });
    expect(frequency.textContent).toBe('Frequency: Before every walk');
  });
});
