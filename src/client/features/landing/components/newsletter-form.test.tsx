// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_SUBSCRIBED_MESSAGE } from '../../../../shared/newsletter';
import { NewsletterForm } from './newsletter-form';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/toast', () => ({
  toast: { success: (m: string) => toasts.push(m), error: (m: string) => toasts.push(m) },
}));
const subscribe = vi.hoisted(() => vi.fn());
vi.mock('../api/subscribe-newsletter', () => ({ subscribeNewsletter: subscribe }));

afterEach(() => {
  cleanup();
  subscribe.mockReset();
  toasts.length = 0;
});

describe('NewsletterForm', () => {
  it('is busy while the address is sent, sends it once for a double click, then confirms and clears', async () => {
    let answer: (value: unknown) => void = () => {};
    subscribe.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<NewsletterForm />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    const button = screen.getByRole('button', { name: 'Subscribe' });
    fireEvent.click(button);
    const busy = await screen.findByRole('button', { name: 'Subscribing...' });
    expect(busy).toBeDisabled();
    fireEvent.click(busy);
    expect(subscribe).toHaveBeenCalledOnce();
    expect(subscribe).toHaveBeenCalledWith({ email: 'ada@example.com' });
    await act(async () => answer({ check_inbox: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(toasts).toEqual([NEWSLETTER_SUBSCRIBED_MESSAGE]);
  });

  it('says why a failed subscription failed and keeps the address', async () => {
    subscribe.mockRejectedValue(new Error('The newsletter is not available right now.'));
    render(<NewsletterForm />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatch(/not available|could not be subscribed/);
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
