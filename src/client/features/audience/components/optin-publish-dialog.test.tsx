// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIENCE_MESSAGES, type TOptinPageDraft, type TOptinPageRecord } from '../../../../shared/audience-texts';
import { cleanDomForEachTest } from '@/components/ui/testing';
import type * as ApiClient from '@/lib/api-client';
import { OptinPublishDialog } from './optin-publish-dialog';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast, ensureToaster: () => {} }));
const sonner = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

// The typed client's two calls the dialog makes; the real `unwrap` reads their answers.
const server = vi.hoisted(() => ({ draft: vi.fn(), publish: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => {
  const real = await importOriginal<typeof ApiClient>();
  return { ...real, api: { audience: { pages: { draft: { $get: server.draft }, $post: server.publish } } } };
});

cleanDomForEachTest();

const MAGNET = { id: '00000000-0000-4000-8000-000000000001', title: 'Leash Manners', lead_magnet_type: 'checklist' };
const DRAFT: TOptinPageDraft = {
  slug: 'leash-manners',
  headline: 'Calm walks in seven days',
  bullets: ['Stop the pulling', 'Greet other dogs calmly', 'A walk you both enjoy'],
  display_name: 'Dee Trainer',
};
const RECORD: TOptinPageRecord = {
  ...DRAFT,
  id: '00000000-0000-4000-8000-0000000000aa',
  lead_magnet_id: MAGNET.id,
  lead_magnet_title: MAGNET.title,
  path: '/l/leash-manners',
  status: 'published',
  unpublished_by: null,
  published_at: '2026-11-24T10:00:00.000Z',
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  subscribers: 0,
};

const answer = (status: number, body: unknown) => Promise.resolve(Response.json(body, { status }));

function renderDialog() {
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function Harness() {
    const opener = React.useRef<HTMLButtonElement>(null);
    return (
      <QueryClientProvider client={client}>
        <button ref={opener}>Publish opt-in page</button>
        <OptinPublishDialog magnet={MAGNET} open onOpenChange={onOpenChange} opener={opener} />
      </QueryClientProvider>
    );
  }
  render(<Harness />);
  return { onOpenChange };
}

const dialog = () => screen.findByRole('dialog', { name: 'Publish opt-in page' });

beforeEach(() => {
  vi.clearAllMocks();
  server.draft.mockImplementation(() => answer(200, DRAFT));
});

describe('OptinPublishDialog', () => {
  it('opens filled with the drafted text', async () => {
    renderDialog();
    const d = await dialog();
    expect(await within(d).findByLabelText('Address')).toHaveValue('leash-manners');
    expect(server.draft).toHaveBeenCalledWith({ query: { lead_magnet_id: MAGNET.id } });
    expect(within(d).getByLabelText('Headline')).toHaveValue(DRAFT.headline);
    expect(within(d).getByLabelText('Bullet point 1')).toHaveValue(DRAFT.bullets[0]);
    expect(within(d).getByLabelText('Bullet point 2')).toHaveValue(DRAFT.bullets[1]);
    expect(within(d).getByLabelText('Bullet point 3')).toHaveValue(DRAFT.bullets[2]);
    expect(within(d).getByLabelText('Your name as shown')).toHaveValue('Dee Trainer');
    expect(within(d).getByText('Lower-case letters, digits and hyphens')).toBeVisible();
    expect(within(d).getByText(`${DRAFT.headline.length}/120`)).toBeVisible();
  });

  it('shows a taken address under the address, and keeps the dialog open', async () => {
    server.publish.mockImplementation(() => answer(409, { error: AUDIENCE_MESSAGES.slugTaken }));
    const { onOpenChange } = renderDialog();
    const d = await dialog();
    const address = await within(d).findByLabelText('Address');
    await userEvent.click(within(d).getByRole('button', { name: 'Publish' }));
    const message = await within(d).findByText(AUDIENCE_MESSAGES.slugTaken);
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(within(d).queryByRole('alert')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(sonner.success).not.toHaveBeenCalled();
  });

  it('sends a double click once, is busy meanwhile, then says the page is live with its link', async () => {
    let release: (r: Response) => void = () => {};
    server.publish.mockImplementation(() => new Promise<Response>((r) => (release = r)));
    const { onOpenChange } = renderDialog();
    const d = await dialog();
    await within(d).findByLabelText('Address');
    const publish = within(d).getByRole('button', { name: 'Publish' });
    fireEvent.click(publish);
    fireEvent.click(publish);
    const busy = await within(d).findByRole('button', { name: 'Publishing...' });
    expect(busy).toBeDisabled();
    fireEvent.click(busy);
    await waitFor(() => expect(server.publish).toHaveBeenCalledOnce());
    expect(server.publish).toHaveBeenCalledWith({
      json: {
        leadMagnetId: MAGNET.id,
        slug: DRAFT.slug,
        headline: DRAFT.headline,
        bullets: DRAFT.bullets,
        displayName: DRAFT.display_name,
      },
    });
    await act(async () => release(Response.json(RECORD, { status: 201 })));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(server.publish).toHaveBeenCalledOnce();
    await waitFor(() => expect(sonner.success).toHaveBeenCalledOnce());
    const [message, options] = sonner.success.mock.calls[0] as [string, { description: React.ReactElement }];
    expect(message).toBe('Your opt-in page is live');
    render(options.description);
    expect(screen.getByRole('link', { name: 'http://localhost:3000/l/leash-manners' })).toHaveAttribute(
      'href',
      'http://localhost:3000/l/leash-manners',
    );
  });

  it('checks the text before sending: a blank headline is refused in place', async () => {
    renderDialog();
    const d = await dialog();
    await userEvent.clear(await within(d).findByLabelText('Headline'));
    await userEvent.click(within(d).getByRole('button', { name: 'Publish' }));
    expect(await within(d).findByText(AUDIENCE_MESSAGES.headlineRequired)).toBeVisible();
    expect(server.publish).not.toHaveBeenCalled();
  });
});
