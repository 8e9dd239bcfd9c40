import type { Page } from '@playwright/test';
import type { TApiTokenCreated } from '../../src/shared/api-access';
import { expect, test } from './fixtures';
import { nextLocalAddress, rawRequest } from './support/server';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/api-reference-${name}.png`, fullPage: false });

test('the API reference renders under the app’s CSP and calls the API with a pasted token', async ({
  page,
  seed,
}, info) => {
  const user = await seed();
  const made = await rawRequest('/api/api-tokens', {
    json: { name: 'Reference', scopes: ['read'], expiresInDays: 30 },
    cookie: user.cookie,
    localAddress: nextLocalAddress(info.workerIndex),
  });
  expect(made.status, made.body).toBe(201);
  const { token } = JSON.parse(made.body) as TApiTokenCreated;

  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { name: /Brandforge API/ })).toBeVisible();
  for (const tag of ['Brand profile', 'Missions', 'Content plans', 'Offers'])
    await expect(page.getByRole('heading', { name: new RegExp(`^${tag} `) })).toBeVisible();
  await shot(page, 'desktop');

  await page.getByRole('button', { name: 'Authorize' }).first().click();
  const auth = page.locator('.auth-container');
  await auth.locator('input[type="text"], input[type="password"]').first().fill(token);
  await auth.getByRole('button', { name: 'Apply credentials' }).click();
  await page.getByRole('button', { name: 'Close' }).first().click();

  const op = page.locator('#operations-Brand_profile-getBrandProfile');
  await op.locator('.opblock-summary').click();
  await op.getByRole('button', { name: 'Try it out' }).click();
  await op.getByRole('button', { name: 'Execute' }).click();
  await expect(op.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');
  await expect(op.locator('.live-responses-table')).toContainText('completeness');
  await shot(page, 'try-it-out');
});

test('the API reference fits a phone and leaves the token unsaved', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { name: /Brandforge API/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Missions / })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('bf_');
  await shot(page, 'phone');
});
