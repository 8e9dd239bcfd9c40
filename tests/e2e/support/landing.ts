import { expect, type Page } from '@playwright/test';

/**
 * Opens the landing page and waits until React has hydrated it: a click on the prerendered HTML before
 * that does nothing. The theme toggle names the theme it switches to only once hydrated.
 */
export async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toHaveAttribute('title', /^Switch to/);
}
