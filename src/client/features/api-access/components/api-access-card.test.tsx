// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_TOKEN_MESSAGES } from '../../../../shared/api-access';
import { cleanDomForEachTest } from '@/components/ui/testing';
import { renderWithClient, serve, token } from '../testing';
import { ApiAccessCard } from './api-access-card';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast, ensureToaster: () => {} }));

cleanDomForEachTest();
beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

const SECRET = `bf_${'a'.repeat(39)}k3Qz`;

describe('the API access card', () => {
  it('lists each token with its scopes, hint and dates, and marks an expired one', async () => {
    serve(() => ({
      status: 200,
      body: [
        token(1, {
          name: 'Claude Desktop',
          scopes: ['read', 'generate'],
          hint: 'bf_…k3Qz',
          last_used_at: '2026-11-20T12:00:00.000Z',
          expires_at: '2099-02-01T12:00:00.000Z',
        }),
        token(2, { name: 'Old script', expires_at: '2026-01-01T12:00:00.000Z' }),
        token(3, { name: 'Forever', scopes: ['write'] }),
      ],
    }));
    renderWithClient(<ApiAccessCard />);
    const list = await screen.findByRole('list', { name: 'Your access tokens' });
    const [claude, old, forever] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(claude).toHaveTextContent('Claude Desktop');
    expect(within(claude!).getByRole('list', { name: 'Scopes' })).toHaveTextContent('ReadGenerate');
    expect(claude).toHaveTextContent('bf_…k3Qz');
    expect(claude).toHaveTextContent('CreatedNov 2, 2026');
    expect(claude).toHaveTextContent('Last usedNov 20, 2026');
    expect(claude).toHaveTextContent('Expires Feb 1, 2099');
    expect(claude).not.toHaveTextContent('Expired');
    expect(old).toHaveTextContent('Last usedNever');
    expect(old).toHaveTextContent('Expired Jan 1, 2026');
    expect(within(old!).getByText('Expired')).toBeInTheDocument();
    expect(forever).toHaveTextContent('Never expires');
    expect(screen.getByRole('button', { name: 'Create token' })).toBeEnabled();
  });

  it('shows a skeleton while loading, then says what tokens are for when there are none', async () => {
    let answer: (v: { status: number; body: unknown }) => void = () => {};
    serve(() => new Promise((resolve) => (answer = resolve)));
    renderWithClient(<ApiAccessCard />);
    expect(screen.getByLabelText('Loading your access tokens')).toHaveAttribute('aria-busy', 'true');
    answer({ status: 200, body: [] });
    expect(
      await screen.findByText(
        'No tokens yet. A token lets a script or an AI assistant use Brandforge for you, with only the rights you give it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your access tokens' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the list cannot load, and Try again asks again", async () => {
    let fail = true;
    const calls = serve(() =>
      fail ? { status: 500, body: { error: 'Something went wrong on our side.' } } : { status: 200, body: [token(1)] },
    );
    renderWithClient(<ApiAccessCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Token 1')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('disables Create token at 20 tokens and says why', async () => {
    serve(() => ({ status: 200, body: Array.from({ length: 20 }, (_, i) => token(i + 1)) }));
    renderWithClient(<ApiAccessCard />);
    const create = await screen.findByRole('button', { name: 'Create token' });
    await waitFor(() => expect(create).toBeDisabled());
    expect(create).toHaveAccessibleDescription(API_TOKEN_MESSAGES.tooMany);
  });

  it('gives the MCP address and a client configuration on this origin', async () => {
    serve(() => ({ status: 200, body: [] }));
    renderWithClient(<ApiAccessCard />);
    expect(await screen.findByRole('textbox', { name: 'MCP server address' })).toHaveValue(
      `${window.location.origin}/mcp`,
    );
    const config = JSON.parse(
      screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Client configuration' }).value,
    ) as unknown;
    expect(config).toEqual({
      mcpServers: {
        brandforge: { url: `${window.location.origin}/mcp`, headers: { Authorization: 'Bearer <your token>' } },
      },
    });
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/docs/api');
    expect(screen.getByRole('link', { name: 'OpenAPI document' })).toHaveAttribute('href', '/api/v1/openapi.json');
  });
});

describe('creating a token', () => {
  it('sends read and 90 days by default, once for a double click, then shows the token once', async () => {
    const list = [token(1)];
    let release: () => void = () => {};
    const calls = serve(async (call) => {
      if (call.method === 'GET') return { status: 200, body: list };
      await new Promise<void>((resolve) => (release = resolve));
      const made = token(2, { name: 'Zapier', hint: 'bf_…k3Qz', expires_at: '2027-02-22T12:00:00.000Z' });
      list.unshift(made);
      return { status: 201, body: { ...made, token: SECRET } };
    });
    const user = userEvent.setup();
    renderWithClient(<ApiAccessCard />);
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an access token' });
    expect(within(dialog).getByRole('checkbox', { name: /^Read:/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /^Generate:/ })).not.toBeChecked();
    expect(within(dialog).getByLabelText('Expires after')).toHaveValue('90');
    await user.type(within(dialog).getByLabelText('Name'), '  Zapier ');
    const submit = within(dialog).getByRole('button', { name: 'Create token' });
    await user.dblClick(submit);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Creating...' })).toBeDisabled());
    release();
    const shown = await screen.findByRole('dialog', { name: 'Copy your new token' });
    expect(within(shown).getByLabelText('Your new token')).toHaveValue(SECRET);
    expect(shown).toHaveTextContent('it will not be shown again');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/api-tokens', body: { name: 'Zapier', scopes: ['read'], expiresInDays: 90 } },
    ]);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Zapier')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SECRET);

    // Opened again: a fresh form, never the last token.
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const again = await screen.findByRole('dialog', { name: 'Create an access token' });
    expect(within(again).getByLabelText('Name')).toHaveValue('');
  });

  it('sends the chosen scopes and no expiry, and refuses a token with no scope before sending', async () => {
    const calls = serve((call) =>
      call.method === 'GET' ? { status: 200, body: [] } : { status: 201, body: { ...token(1), token: SECRET } },
    );
    const user = userEvent.setup();
    renderWithClient(<ApiAccessCard />);
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an access token' });
    await user.type(within(dialog).getByLabelText('Name'), 'Nightly export');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Read:/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText(API_TOKEN_MESSAGES.scopes)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: /^Write:/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Generate:/ }));
    await user.selectOptions(within(dialog).getByLabelText('Expires after'), 'No expiry');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    await screen.findByRole('dialog', { name: 'Copy your new token' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Nightly export',
      scopes: ['generate', 'write'],
      expiresInDays: null,
    });
  });

  it("shows the server's refusal as it comes", async () => {
    serve((call) =>
      call.method === 'GET' ? { status: 200, body: [] } : { status: 409, body: { error: API_TOKEN_MESSAGES.tooMany } },
    );
    const user = userEvent.setup();
    renderWithClient(<ApiAccessCard />);
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an access token' });
    await user.type(within(dialog).getByLabelText('Name'), 'One too many');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(API_TOKEN_MESSAGES.tooMany);
    expect(within(dialog).getByRole('button', { name: 'Create token' })).toBeEnabled();
  });
});

describe('revoking a token', () => {
  it('asks first, says it is immediate, then removes it from the list', async () => {
    let list = [token(1, { name: 'Claude Desktop' }), token(2)];
    const calls = serve((call) => {
      if (call.method === 'GET') return { status: 200, body: list };
      list = list.filter((t) => !call.path.endsWith(t.id));
      return { status: 200, body: { ok: true } };
    });
    const user = userEvent.setup();
    renderWithClient(<ApiAccessCard />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Claude Desktop' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this token?' });
    expect(confirm).toHaveTextContent('Claude Desktop stops working at once.');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByText('Claude Desktop')).not.toBeInTheDocument());
    expect(screen.getByText('Token 2')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Token revoked');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/api-tokens/${token(1).id}`]);
  });

  it('keeps the token and says why when the server refuses', async () => {
    serve((call) =>
      call.method === 'GET'
        ? { status: 200, body: [token(1)] }
        : { status: 404, body: { error: API_TOKEN_MESSAGES.notFound } },
    );
    const user = userEvent.setup();
    renderWithClient(<ApiAccessCard />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Token 1' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Revoke this token?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(API_TOKEN_MESSAGES.notFound));
    expect(screen.getByText('Token 1')).toBeInTheDocument();
  });
});
