// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BioList } from './bio-list';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
const save = vi.fn<(edit: { platform: string; index: number; bio: string }) => Promise<unknown>>();
vi.mock('../api/edit-bio', () => ({ useEditBio: () => ({ mutateAsync: save }) }));
afterEach(cleanup);

const counters = () => screen.getAllByTestId('bio-count').map((c) => c.textContent);

describe('a platform’s bios', () => {
  it('counts each bio against the limit, Instagram without line breaks', () => {
    render(<BioList platform="instagram" bios={['Coach\nfor managers', 'Short']} name="Ada Lovelace" edited={[]} />);
    expect(counters()).toEqual(['17/150 characters', '5/150 characters']);
    expect(screen.queryByText('Too long!')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("strikes through an over-long bio with 'Too long!' and the regenerate message", () => {
    render(<BioList platform="tiktok" bios={['Fine', 'x'.repeat(95)]} name="Ada" edited={[]} />);
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
    render(<BioList platform="tiktok" bios={['x'.repeat(78)]} name="Ada" edited={[]} />);
    await user.click(screen.getByRole('button', { name: 'Edit bio 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit bio 1' }), 'yyy');
    expect(counters()).toEqual(['81/80 characters']);
    expect(screen.getByText('Too long!')).toBeTruthy();
  });

  it("shows a bio inside the platform's profile mock-up with the user's name", async () => {
    const user = userEvent.setup();
    render(<BioList platform="linkedin" bios={['First bio', 'Second bio']} name="Ada Lovelace" edited={[]} />);
    expect(screen.queryByTestId('preview-linkedin')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Preview bio 2' }));
    const preview = screen.getByRole('figure', { name: 'Preview on LinkedIn' });
    expect(within(preview).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(preview).getByTestId('preview-bio').textContent).toBe('Second bio');
    await user.click(screen.getByRole('button', { name: 'Preview bio 2' }));
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('saves an edit, keeps Save off while the draft is over the limit, and Cancel puts the saved text back', async () => {
    const user = userEvent.setup();
    save.mockResolvedValue({});
    render(<BioList platform="tiktok" bios={['Short bio', 'Other']} name="Ada" edited={[false, true]} />);
    expect(within(screen.getAllByTestId('bio')[1]!).getByText('Edited')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit bio 1' }));
    const box = screen.getByRole('textbox', { name: 'Edit bio 1' });
    await user.type(box, 'x'.repeat(80));
    expect(screen.getByRole('button', { name: 'Save bio 1' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Cancel editing bio 1' }));
    expect(screen.getAllByTestId('bio-text')[0]?.textContent).toBe('Short bio');
    await user.click(screen.getByRole('button', { name: 'Edit bio 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit bio 1' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save bio 1' }));
    expect(save).toHaveBeenCalledWith({ platform: 'tiktok', index: 0, bio: 'Short bio!' });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps the draft open when saving fails', async () => {
    const user = userEvent.setup();
    save.mockRejectedValue(new Error('This bio is 81 characters; TikTok allows 80.'));
    render(<BioList platform="tiktok" bios={['Short bio']} name="Ada" edited={[]} />);
    await user.click(screen.getByRole('button', { name: 'Edit bio 1' }));
    await user.click(screen.getByRole('button', { name: 'Save bio 1' }));
    expect(screen.getByRole('textbox', { name: 'Edit bio 1' })).toBeTruthy();
  });
});
