// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Progress } from '@/components/ui/progress';
import { cleanDomForEachTest } from './testing';

cleanDomForEachTest();

const indicator = (bar: HTMLElement) => bar.firstElementChild as HTMLElement;

describe('Progress', () => {
  it('is a named progress bar that says how far it is, and draws that much', () => {
    render(<Progress value={40} aria-label="Batches done" />);
    const bar = screen.getByRole('progressbar', { name: 'Batches done' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(indicator(bar).style.transform).toBe('translateX(-60%)');
  });

  it('keeps a value out of range inside the bar, and reads a step of six as a rounded percentage', () => {
    render(
      <>
        <Progress value={250} aria-label="Over" />
        <Progress value={2} max={6} aria-label="Step 2 of 6" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Over' })).toHaveAttribute('aria-valuenow', '100');
    expect(indicator(screen.getByRole('progressbar', { name: 'Over' })).style.transform).toBe('translateX(-0%)');
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 6' })).toHaveAttribute('aria-valuetext', '33%');
  });

  it('leaves out the value while it is not known', () => {
    render(<Progress value={null} aria-label="Loading" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuetext');
  });
});
