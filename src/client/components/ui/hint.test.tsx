// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Hint } from './hint';
import { cleanDomForEachTest } from './testing';

// The tooltip's code is held back until a test lets it arrive.
const gate = vi.hoisted(() => {
  let open!: () => void;
  const arrived = new Promise<void>((resolve) => (open = resolve));
  return { arrived, open };
});
vi.mock('@/components/ui/tooltip', async (importOriginal) => {
  await gate.arrived;
  return importOriginal();
});

cleanDomForEachTest();

describe('Hint', () => {
  it('renders the trigger alone until the tooltip code arrives, then gives the focus back to it', async () => {
    render(
      <Hint content="Edit your profile">
        <a href="/profile">Alex Morgan</a>
      </Hint>,
    );
    const before = screen.getByRole('link', { name: 'Alex Morgan' });
    act(() => before.focus());
    expect(before).not.toHaveAttribute('data-state');
    expect(screen.queryByRole('tooltip')).toBeNull();

    await act(async () => gate.open());
    // Rendered again inside the tooltip: a new element, still focused, and its tooltip opens.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Alex Morgan' })).toHaveAttribute('data-state'));
    const after = screen.getByRole('link', { name: 'Alex Morgan' });
    expect(after).not.toBe(before);
    expect(after).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit your profile');
  });

  it('opens from the keyboard once loaded, and names the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Hint content="Written by the offline composer">
        <button type="button">Offline composer</button>
      </Hint>,
    );
    await waitFor(() => expect(screen.getByRole('button')).toHaveAttribute('data-state'));
    await user.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Written by the offline composer');
    expect(screen.getByRole('button')).toHaveAccessibleDescription('Written by the offline composer');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('stays closed while show is false', async () => {
    const user = userEvent.setup();
    render(
      <Hint content="Dashboard" show={false}>
        <button type="button">Dashboard</button>
      </Hint>,
    );
    await waitFor(() => expect(screen.getByRole('button')).toHaveAttribute('data-state'));
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await user.hover(screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
