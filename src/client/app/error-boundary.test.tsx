// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary, FATAL_MESSAGE } from './error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('AppErrorBoundary', () => {
  it('replaces a failed render with the fatal message and logs the error', () => {
    const logged = vi.fn();
    const original = console.error;
    console.error = logged;
    try {
      const container = document.createElement('div');
      const root = createRoot(container, { onCaughtError: () => undefined });
      act(() =>
        root.render(
          <AppErrorBoundary>
            <Broken />
          </AppErrorBoundary>,
        ),
      );
      expect(container.textContent).toContain(FATAL_MESSAGE);
      expect(container.querySelector('button')?.textContent).toBe('Refresh the page');
      expect(logged).toHaveBeenCalledWith('The application failed to render:', expect.any(Error));
      act(() => root.unmount());
    } finally {
      console.error = original;
    }
  });
});
