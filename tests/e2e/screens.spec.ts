import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Every screen in light and dark, at 1280 px and 375 px: an axe scan (no serious or critical violation),
 * no horizontal scrolling on a phone, and a screenshot under test-results/screenshots/ to look at.
 */
const SCREENS = [
  { name: 'landing', path: '/', heading: 'Define Your Brand.', axe: true, signedIn: false },
  { name: 'auth-signin', path: '/auth', heading: 'Welcome back', axe: true, signedIn: false },
  { name: 'auth-signup', path: '/auth?mode=signup', heading: 'Create your account', axe: true, signedIn: false },
  { name: 'auth-forgot', path: '/auth?mode=forgot', heading: 'Reset your password', axe: true, signedIn: false },
  { name: 'auth-reset', path: '/auth?mode=reset&token=abc', heading: 'Set a new password', axe: true, signedIn: false },
  { name: 'not-found', path: '/no-such-page', heading: 'Oops! Page not found', axe: false, signedIn: false },
  { name: 'dashboard', path: '/dashboard', heading: 'Welcome back, Ada!', axe: true, signedIn: true },
  { name: 'profile', path: '/profile', heading: 'Your Profile', axe: true, signedIn: true },
  { name: 'coming-soon', path: '/mission', heading: 'Mission Statement', axe: false, signedIn: true },
] as const;

async function serious(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

for (const theme of ['light', 'dark'] as const) {
  for (const screen of SCREENS) {
    test(`${screen.name} in ${theme}: accessible, fits a phone, screenshots`, async ({ page, seed }) => {
      if (screen.signedIn) {
        const user = await seed();
        await page.context().addCookies(
          user.cookie.split('; ').map((pair) => {
            const i = pair.indexOf('=');
            return { name: pair.slice(0, i), value: pair.slice(i + 1), domain: 'localhost', path: '/' };
          }),
        );
      }
      await page.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(screen.heading);
      await expect(page.locator('html')).toHaveClass(theme);
      if (screen.name === 'landing') {
        // The newsletter form loads when the footer nears the viewport.
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await expect(page.getByLabel('Email address')).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      if (screen.axe) expect(await serious(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/${screen.name}-1280-${theme}.png`, fullPage: true });

      await page.setViewportSize({ width: 375, height: 812 });
      await expect(page.getByRole('heading', { level: 1 })).toContainText(screen.heading);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);
      if (screen.axe) expect(await serious(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `test-results/screenshots/${screen.name}-375-${theme}.png`, fullPage: true });
    });
  }
}
