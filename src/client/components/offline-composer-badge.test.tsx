// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OfflineComposerBadge } from './offline-composer-badge';

// Radix positions the tooltip with a ResizeObserver, which jsdom does not have.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(cleanup);

describe('Offline composer badge', () => {
  it('says how to connect a hosted or local model, with the exact variables, from the keyboard', async () => {
    render(<OfflineComposerBadge />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Offline composer' }));
    const tip = await screen.findByRole('tooltip');
    const text = tip.textContent ?? '';
    expect(text).toContain('no AI model was used');
    expect(text).toContain('AI_PROVIDER=openai, anthropic or google, and AI_API_KEY');
    expect(text).toContain(
      'Ollama: AI_PROVIDER=openai-compatible, AI_BASE_URL=http://localhost:11434/v1, AI_MODEL=llama3.1',
    );
    expect(text).toContain('LM Studio: AI_PROVIDER=openai-compatible, AI_BASE_URL=http://localhost:1234/v1');
    expect(text).toContain('restart it');
  });
});
