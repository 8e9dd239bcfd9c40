// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_DISMISSED_KEY, INSTALL_PROMPT_DELAY_MS } from '../constants';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let standalone = false;

/** A fresh copy of the feature's modules: the captured install offer is module state. */
async function mountPrompt() {
  const { InstallPrompt } = await import('./install-prompt');
  return render(<InstallPrompt />);
}

async function listen() {
  const signal = await import('../install-signal');
  signal.listenForInstallOffer();
}

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const card = () => screen.queryByRole('region', { name: 'Install Brandforge' });

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  localStorage.clear();
  standalone = false;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: standalone && query === '(display-mode: standalone)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('InstallPrompt', () => {
  it('appears 30 seconds after the browser signals, not before, and keeps the browser’s own infobar away', async () => {
    await listen();
    await mountPrompt();
    await wait(INSTALL_PROMPT_DELAY_MS * 2);
    expect(card()).toBeNull();

    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await wait(INSTALL_PROMPT_DELAY_MS - 1);
    expect(card()).toBeNull();
    await wait(1);
    expect(card()).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Install Brandforge' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Install' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
  });

  it('counts the delay from the signal even when its code arrives later', async () => {
    await listen();
    offerInstall();
    await wait(20_000);
    await mountPrompt();
    await wait(9_999);
    expect(card()).toBeNull();
    await wait(1);
    expect(card()).not.toBeNull();
  });

  it.each(['accepted', 'dismissed'] as const)(
    'Install calls prompt() and hides the card when the answer is %s',
    async (outcome) => {
      await listen();
      await mountPrompt();
      const { prompt } = offerInstall(outcome);
      await wait(INSTALL_PROMPT_DELAY_MS);
      fireEvent.click(screen.getByRole('button', { name: 'Install' }));
      await wait(0);
      expect(prompt).toHaveBeenCalledTimes(1);
      expect(card()).toBeNull();
      // Only dismissing the card is remembered.
      expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
    },
  );

  it('dismissing saves pwa-install-dismissed, and the card does not come back', async () => {
    await listen();
    const first = await mountPrompt();
    offerInstall();
    await wait(INSTALL_PROMPT_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(card()).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('true');
    first.unmount();

    vi.resetModules();
    await listen();
    await mountPrompt();
    offerInstall();
    await wait(INSTALL_PROMPT_DELAY_MS * 2);
    expect(card()).toBeNull();
  });

  it('never appears when running standalone', async () => {
    standalone = true;
    await listen();
    await mountPrompt();
    offerInstall();
    await wait(INSTALL_PROMPT_DELAY_MS * 2);
    expect(card()).toBeNull();
  });

  it('hides once the app is installed', async () => {
    await listen();
    await mountPrompt();
    offerInstall();
    await wait(INSTALL_PROMPT_DELAY_MS);
    expect(card()).not.toBeNull();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(card()).toBeNull();
  });

  it('on iPhone Safari explains Share, then Add to Home Screen, once', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    await listen();
    await mountPrompt();
    await wait(INSTALL_PROMPT_DELAY_MS - 1);
    expect(card()).toBeNull();
    await wait(1);
    expect(card()?.textContent).toContain('Share, then Add to Home Screen');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(card()).toBeNull();
  });
});
