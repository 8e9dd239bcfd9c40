import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenChecker } from './support/screens';

const checkScreen = screenChecker();
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

test('a hand-off from another tool opens the wizard filled in and says where from', async ({ page, user: _ }) => {
  const pains = ['No time to cook between shifts', 'Vending machine dinners'];
  const query = [
    'from=pain-point-analysis',
    `niche=${encodeURIComponent('ShiftPlate, a meal planner for shift workers')}`,
    `audience=${encodeURIComponent('Nurses on rotating shifts')}`,
    ...pains.map((p) => `pain=${encodeURIComponent(p)}`),
    `pillar=${encodeURIComponent('x'.repeat(400))}`,
  ].join('&');
  await page.goto(`/content-strategy?${query}`);
  await expect(page.getByTestId('wizard-prefill')).toHaveText(
    'From your pain point analysis: niche, audience, 2 pain points and 1 content pillar. Change anything before you generate.',
  );
  await expect(page.getByLabel('Niche')).toHaveValue('ShiftPlate, a meal planner for shift workers');
  await expect(page.getByText('From your pain point analysis', { exact: true })).toBeVisible();
  await page.getByLabel('Brand name').fill('ShiftPlate');
  await next(page).click();
  await expect(page.getByLabel('Target audience')).toHaveValue('Nurses on rotating shifts');
  await next(page).click();
  for (const p of pains) await expect(page.getByText(p, { exact: true })).toBeVisible();
  await checkScreen(page, 'content-wizard-prefilled', { axe: false });
});

test('a pain point that breaks a rule is marked on its chip and named in the hint, and the page keeps its width', async ({
  page,
  user: _,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/content-strategy?niche=${encodeURIComponent('Yoga for desk workers')}`);
  await page.getByLabel('Brand name').fill('Desk Yoga');
  await next(page).click();
  await page.getByLabel('Target audience').fill('Office workers with stiff backs');
  await next(page).click();
  await page.getByLabel('Add pain points, separated by commas').fill(`Back pain, ${'w'.repeat(400)}`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.locator('#wizard-hint')).toHaveText(
    'Pain point must be at most 300 characters (number 2 in your list)',
  );
  const chips = page.getByRole('list', { name: 'Your pain points' }).getByRole('listitem');
  await expect(chips.nth(1)).toContainText('Pain point must be at most 300 characters');
  await expect(chips.nth(0)).not.toContainText('must be');
  await expect(next(page)).toBeDisabled();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screenshots/content-wizard-long-chip-375-dark.png', fullPage: true });
  await chips.nth(1).getByRole('button').click();
  await expect(next(page)).toBeEnabled();
});
