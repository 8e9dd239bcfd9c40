import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenChecker } from './support/screens';

/*
 * The install prompt (docs/product/pwa-and-offline.md). Chromium fires `beforeinstallprompt` only when it
 * decides to, so the tests send a synthetic one with a recording prompt(), and move the page's clock.
 */

const checkScreen = screenChecker('pwa-install-');
const DELAY_MS = 30_000;

const card = (page: Page) => page.getByRole('region', { name: 'Install Brandforge' });

/** Dispatches the browser's install signal; prompt() calls are counted in window.__prompts. */
async function signalInstallable(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  // The signal is caught by the page's first script; wait until it has run. The landing page's HTML is
  // there before any script (it is prerendered), so wait for React to have taken the root.
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.evaluate((answer) => {
    const w = window as Window & { __prompts?: number };
    w.__prompts = 0;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        w.__prompts = (w.__prompts ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

const prompts = (page: Page) => page.evaluate(() => (window as Window & { __prompts?: number }).__prompts);
const dismissedFlag = (page: Page) => page.evaluate(() => localStorage.getItem('pwa-install-dismissed'));

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
});

test('the card appears 30 s after the browser signals; Install calls prompt() and hides it', async ({ page }) => {
  await page.goto('/');
  await signalInstallable(page);
  await page.clock.runFor(DELAY_MS - 1_000);
  await expect(card(page)).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(card(page)).toBeVisible();
  await expect(card(page).getByRole('heading')).toHaveText('Install Brandforge');
  await expect(card(page).getByRole('button', { name: 'Not now' })).toBeVisible();
  await checkScreen(page, 'card-landing');
  await page.screenshot({ path: 'test-results/screenshots/pwa-install-card-viewport-1280-dark.png' });

  await card(page).getByRole('button', { name: 'Install' }).click();
  await expect(card(page)).toHaveCount(0);
  expect(await prompts(page)).toBe(1);
  expect(await dismissedFlag(page)).toBeNull();
});

test('a dismissed answer in the browser’s dialog hides the card too', async ({ page }) => {
  await page.goto('/');
  await signalInstallable(page, 'dismissed');
  await page.clock.runFor(DELAY_MS);
  await card(page).getByRole('button', { name: 'Install' }).click();
  await expect(card(page)).toHaveCount(0);
  expect(await prompts(page)).toBe(1);
});

test('dismissing saves pwa-install-dismissed and the card does not come back after a reload', async ({ page }) => {
  await page.goto('/');
  await signalInstallable(page);
  await page.clock.runFor(DELAY_MS);
  await expect(card(page)).toBeVisible();
  await card(page).getByRole('button', { name: 'Not now' }).click();
  await expect(card(page)).toHaveCount(0);
  expect(await dismissedFlag(page)).toBe('true');
  expect(await prompts(page)).toBe(0);

  await page.reload();
  await signalInstallable(page);
  await page.clock.runFor(DELAY_MS * 2);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(card(page)).toHaveCount(0);
});

test('running standalone (installed) never shows the card', async ({ page }) => {
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            addListener: () => undefined,
            removeListener: () => undefined,
            dispatchEvent: () => false,
          } as MediaQueryList)
        : real(query);
  });
  await page.goto('/');
  expect(await page.evaluate(() => window.matchMedia('(display-mode: standalone)').matches)).toBe(true);
  await signalInstallable(page);
  await page.clock.runFor(DELAY_MS * 2);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(card(page)).toHaveCount(0);
});

test('signed in, on a phone and in the light theme: the card over the dashboard', async ({ page, user }) => {
  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'light'));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${user.name.split(' ')[0]}!`);
  await signalInstallable(page);
  await page.clock.runFor(DELAY_MS);
  await expect(card(page)).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/pwa-install-card-viewport-375-light.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await checkScreen(page, 'card-dashboard', { theme: 'light' });
  const box = await card(page).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(1280);
});

test.describe('Safari on iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 375, height: 812 },
    hasTouch: true,
  });

  test('the same card, once, explains Share, then Add to Home Screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(DELAY_MS);
    await expect(card(page)).toBeVisible();
    await expect(card(page)).toContainText('Tap Share, then Add to Home Screen.');
    await expect(card(page).getByRole('button', { name: 'Install' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/pwa-install-ios-card-viewport-375-dark.png' });
    await checkScreen(page, 'ios-card');
    expect(await dismissedFlag(page)).toBe('true');
    await card(page).getByRole('button', { name: 'Got it' }).click();
    await expect(card(page)).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(DELAY_MS * 2);
    await expect(card(page)).toHaveCount(0);
  });
});
