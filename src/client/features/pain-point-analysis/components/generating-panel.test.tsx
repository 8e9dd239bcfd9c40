// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeneratingPanel, loadAnalysisDraft } from './generating-panel';

afterEach(cleanup);

describe('pain point analysis while it is written', () => {
  it('shows no persona before one has its name (the offline composer sends no partial)', async () => {
    render(<GeneratingPanel productName="Calm Canine" partial={null} />);
    expect(screen.getByTestId('generating')).toBeTruthy();
    expect(screen.queryByTestId('persona-draft')).toBeNull();
    cleanup();
    render(<GeneratingPanel productName="Calm Canine" partial={{ personas: [{ demographics: 'Urban, 30s' }] }} />);
    await loadAnalysisDraft();
    expect(await screen.findByText('Buyer personas')).toBeTruthy();
    expect(screen.queryByTestId('persona-draft')).toBeNull();
  });

  it('shows a persona card once its name is written, with what it holds so far', async () => {
    render(
      <GeneratingPanel
        productName="Calm Canine"
        partial={{
          personas: [{ name: 'Anxious first-time owner', demographics: 'Urban, 30s', goals: ['Calm walks', ''] }],
          pain_points: [{ pain_point: 'Pulling on the lead' }, { persona: 'x' }],
        }}
      />,
    );
    const cards = await screen.findAllByTestId('persona-draft');
    expect(cards).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Anxious first-time owner' })).toBeTruthy();
    expect(screen.getByText('Urban, 30s')).toBeTruthy();
    expect(screen.getByText('Calm walks')).toBeTruthy();
    expect(screen.getByText('Pain points · 1')).toBeTruthy();
  });

  it('ignores personas and fields of the wrong type', async () => {
    render(
      <GeneratingPanel
        productName="Calm Canine"
        partial={{
          personas: ['Owner', { name: 7 }, { name: ['x'] }, { name: 'Trainer', demographics: 3, goals: 'Calm walks' }],
        }}
      />,
    );
    const cards = await screen.findAllByTestId('persona-draft');
    expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual(['Trainer']);
    expect(screen.queryByText('Calm walks')).toBeNull();
  });

  it('Stop stops the generation', () => {
    const onStop = vi.fn();
    render(<GeneratingPanel productName="Calm Canine" onStop={onStop} />);
    fireEvent.click(screen.getByTestId('stop-generation'));
    expect(onStop).toHaveBeenCalledOnce();
  });
});
