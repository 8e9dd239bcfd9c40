// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BioList } from './bio-list';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
afterEach(cleanup);

const counters = () => screen.getAllByTestId('bio-count').map((c) => c.textContent);

describe('a platform’s bios', () => {
  it('counts each bio against the limit, Instagram without line breaks', () => {
    render(<BioList platform="instagram" bios={['Coach\nfor managers', 'Short']} name="Ada Lovelace" />);
    expect(counters()).toEqual(['17/150 characters', '5/150 characters']);
    expect(screen.queryByText('Too long!')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("strikes through an over-long bio with 'Too long!' and the regenerate message", () => {
    render(<BioList platform="tiktok" bios={['Fine', 'x'.repeat(95)]} name="Ada" />);
    const [fine, long] = screen.getAllByTestId('bio');
    expect(within(long!).getByText('Too long!')).toBeTruthy();
    expect(within(long!).getByTestId('bio-text').className).toContain('line-through');
    expect(within(fine!).getByTestId('bio-text').className).not.toContain('line-through');
    expect(screen.getByRole('alert').textContent).toBe(
      'Some bios exceeded the character limit of 80. Please regenerate.',
    );
  });

  it('updates the counter live while a bio is edited', async () => {
    const user = userEvent.setup();
    render(<BioList platform="tiktok" bios={['x'.repeat(78)]} name="Ada" />);
    await user.click(screen.getByRole('button', { name: 'Edit bio 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit bio 1' }), 'yyy');
    expect(counters()).toEqual(['81/80 characters']);
    expect(screen.getByText('Too long!')).toBeTruthy();
  });

  it("shows a bio inside the platform's profile mock-up with the user's name", async () => {
    const user = userEvent.setup();
    render(<BioList platform="linkedin" bios={['First bio', 'Second bio']} name="Ada Lovelace" />);
    expect(screen.queryByTestId('preview-linkedin')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Preview bio 2' }));
    const preview = screen.getByRole('figure', { name: 'Preview on LinkedIn' });
    expect(within(preview).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(preview).getByTestId('preview-bio').textContent).toBe('Second bio');
    await user.click(screen.getByRole('button', { name: 'Preview bio 2' }));
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
