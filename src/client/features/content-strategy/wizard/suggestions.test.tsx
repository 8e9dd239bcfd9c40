// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suggestions } from './suggestions';

afterEach(cleanup);

const props = {
  action: 'Suggest audiences',
  items: [],
  offline: false,
  error: null,
  blockedBy: null,
  isChosen: () => false,
  onRequest: () => undefined,
};

describe('suggestions while they are written', () => {
  it('show each finished suggestion at once, pickable, with a skeleton for what follows', () => {
    const onPick = vi.fn();
    render(<Suggestions {...props} status="pending" written={['Night-shift nurses']} onPick={onPick} />);
    const list = screen.getByRole('list', { name: 'Suggestions to pick from' });
    fireEvent.click(within(list).getByRole('button', { name: 'Night-shift nurses' }));
    expect(onPick).toHaveBeenCalledWith('Night-shift nurses');
    expect(screen.getByLabelText('Generating suggestions').querySelectorAll('[data-slot="skeleton"]')).toHaveLength(1);
  });

  it('keep the four skeletons while nothing is written (the offline composer)', () => {
    render(<Suggestions {...props} status="pending" written={[]} onPick={() => undefined} />);
    expect(screen.queryByRole('list', { name: 'Suggestions to pick from' })).toBeNull();
    expect(screen.getByLabelText('Generating suggestions').querySelectorAll('[data-slot="skeleton"]')).toHaveLength(4);
  });
});
