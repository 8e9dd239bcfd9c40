// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalyzingScreen } from './analyzing-screen';

afterEach(cleanup);

describe('niche analysis while it is written', () => {
  it('keeps the waiting card when nothing is written yet (the offline composer sends no partial)', () => {
    render(<AnalyzingScreen partial={null} onStop={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Analyzing your answers' })).toBeTruthy();
    expect(screen.queryByTestId('niche-draft')).toBeNull();
    expect(screen.getByTestId('stop-generation')).toBeTruthy();
  });

  it('shows the written fields in the result layout and skeletons for the rest', () => {
    render(
      <AnalyzingScreen partial={{ recommendedNiche: 'Meal prep for night nurses', fulfillment: 'You light up.' }} />,
    );
    expect(screen.getByTestId('draft-niche').textContent).toBe('Meal prep for night nurses');
    expect(screen.getByText('You light up.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Scalability' })).toBeTruthy();
    expect(screen.getByTestId('niche-draft').querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
  });

  it('ignores fields of the wrong type', () => {
    const { rerender } = render(<AnalyzingScreen partial={{ recommendedNiche: 42, fulfillment: ['x'], other: 'y' }} />);
    expect(screen.queryByTestId('niche-draft')).toBeNull();
    rerender(<AnalyzingScreen partial={{ recommendedNiche: { text: 'x' }, credibility: 'Ten years on wards.' }} />);
    expect(screen.queryByTestId('draft-niche')).toBeNull();
    expect(screen.getByText('Ten years on wards.')).toBeTruthy();
  });

  it('Stop stops the generation, with or without a draft', () => {
    const onStop = vi.fn();
    const { rerender } = render(<AnalyzingScreen partial={null} onStop={onStop} />);
    fireEvent.click(screen.getByTestId('stop-generation'));
    rerender(<AnalyzingScreen partial={{ recommendedNiche: 'Niche' }} onStop={onStop} />);
    fireEvent.click(screen.getByTestId('stop-generation'));
    expect(onStop).toHaveBeenCalledTimes(2);
  });
});
