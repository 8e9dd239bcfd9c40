// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishSession, resetSessionStore, sessionSnapshot, useSessionUser } from './session-store';

const SESSION = {
  session: { id: 's1', userId: 'u1', expiresAt: '2099-01-01T00:00:00Z' },
  user: { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: true },
};

function Probe({ label = 'probe' }: { label?: string }) {
  const { user, loading } = useSessionUser();
  return <p aria-label={label}>{loading ? 'loading' : (user?.email ?? 'signed out')}</p>;
}

/** A session endpoint that answers when told to. */
function pendingSession() {
  let answer: (response: Response) => void = () => {};
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (body: unknown, status = 200) => answer(new Response(JSON.stringify(body), { status })) };
}

beforeEach(resetSessionStore);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useSessionUser', () => {
  it('reads the session once for every component on the page, loading until it is known', async () => {
    const { fetchMock, answer } = pendingSession();
    render(
      <>
        <Probe label="header" />
        <Probe label="pricing" />
      </>,
    );
    expect(screen.getByLabelText('header')).toHaveTextContent('loading');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String(fetchMock.mock.calls[0])).toContain('/api/auth/get-session');
    await act(async () => answer(SESSION));
    expect(screen.getByLabelText('header')).toHaveTextContent('ada@example.com');
    expect(screen.getByLabelText('pricing')).toHaveTextContent('ada@example.com');
  });

  it('counts a failed read as signed out rather than loading for ever', async () => {
    const { answer } = pendingSession();
    render(<Probe />);
    await act(async () => answer({ error: 'down' }, 500));
    expect(screen.getByLabelText('probe')).toHaveTextContent('signed out');
    expect(sessionSnapshot().status).toBe('failed');
  });

  it('does not read what is already known, and follows what is published later', () => {
    const { fetchMock } = pendingSession();
    publishSession(SESSION);
    render(<Probe />);
    expect(screen.getByLabelText('probe')).toHaveTextContent('ada@example.com');
    act(() => publishSession(null));
    expect(screen.getByLabelText('probe')).toHaveTextContent('signed out');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a session published while its own read was under way (a sign-in is newer)', async () => {
    const { answer } = pendingSession();
    render(<Probe />);
    act(() => publishSession(SESSION));
    await act(async () => answer(null));
    expect(screen.getByLabelText('probe')).toHaveTextContent('ada@example.com');
  });

  it('offline, stays loading and reads once the connection is back', async () => {
    const { fetchMock, answer } = pendingSession();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<Probe />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('probe')).toHaveTextContent('loading');
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(fetchMock).toHaveBeenCalledOnce();
    await act(async () => answer(SESSION));
    expect(screen.getByLabelText('probe')).toHaveTextContent('ada@example.com');
  });
});
