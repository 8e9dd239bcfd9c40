import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from './fixtures';
import { grantRoleTo, signInAs } from './support/admin';
import { MISSION_ANSWERS } from './support/brand-profile';
import { screenChecker } from './support/screens';
import { nextLocalAddress, rawRequest } from './support/server';

// Seven charts, each drawn with recharts loaded on demand, checked at two widths with axe.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const checkScreen = screenChecker('admin-insights-');
const DENIED = 'Access denied. Admin privileges required.';
const TITLES = [
  'Sign-ups and active members',
  'Generations by tool',
  'AI health',
  'AI latency by model',
  'Quota pressure',
  'Learning',
  'Email',
];

test('an admin opens Insights from the dashboard, changes the range, reads a table and downloads its CSV', async ({
  page,
  seed,
}, info) => {
  const admin = await seed({ name: 'Ines Insights' });
  await grantRoleTo(info.workerIndex, admin.email, 'admin');
  // Three missions with the offline composer, so the generations chart has something of today's.
  for (let i = 0; i < 3; i += 1) {
    const res = await rawRequest('/api/missions', {
      json: MISSION_ANSWERS,
      cookie: admin.cookie,
      localAddress: nextLocalAddress(info.workerIndex),
    });
    expect(res.status, res.body).toBe(201);
  }
  await signInAs(page, admin.cookie);

  await page.goto('/admin');
  const overview = page.getByTestId('insights-overview');
  await expect(overview.getByText(/\d+ sign-ups? in the last 30 days/)).toBeVisible();
  await expect(overview.getByText(/\d+ generations? in the last 30 days/)).toBeVisible();
  await expect(overview.locator('.recharts-wrapper')).toHaveCount(2);
  await checkScreen(page, 'dashboard');
  await page.getByRole('link', { name: 'Open Insights' }).click();
  await expect(page).toHaveURL(/\/admin\/insights$/);
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  for (const title of TITLES) await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

  const generations = page.getByTestId('insights-generations');
  await expect(generations.locator('.recharts-wrapper')).toBeVisible();
  await expect(generations.getByText(/^\d+ generations; most from /)).toBeVisible();
  await expect(generations.getByRole('listitem').filter({ hasText: 'Mission Statement' })).toBeVisible();
  await checkScreen(page, 'page');

  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\?range=7$/);
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await generations.getByRole('button', { name: 'Table' }).click();
  const table = generations.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Mission Statement' })).toBeVisible();
  // A header row and one row for each of the 7 days.
  await expect(table.getByRole('row')).toHaveCount(8);
  const today = table.getByRole('row').last();
  await expect(today.getByRole('cell').first()).not.toHaveText('0');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    generations.getByRole('link', { name: 'Download CSV of Generations by tool' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^insights-generations-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path()) ?? '', 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^Day,Total,.*Mission Statement/);
  expect(lines).toHaveLength(8);

  // A custom range of ten days long past: the URL keeps it, and the numbers are those days' (none).
  await page.getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('From').fill('2025-01-01');
  await page.getByLabel('To', { exact: true }).fill('2025-01-10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/range=custom&from=2025-01-01&to=2025-01-10/);
  await expect(generations.getByText('0 generations.')).toBeVisible();
  await expect(generations.getByText('Nothing yet in this range.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(table.getByRole('row').nth(1)).toContainText('Jan 1, 2025');
  await page.reload();
  await expect(page.getByLabel('From')).toHaveValue('2025-01-01');
  await expect(page.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');

  // A range the server refuses says why under the picker.
  await page.getByLabel('From').fill('2025-02-10');
  await page.getByLabel('To', { exact: true }).fill('2025-02-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'To must be on or after From' })).toBeVisible();
});

test('the page in light and dark at a phone width, with the table view', async ({ page, seed }, info) => {
  const admin = await seed({ name: 'Lena Light' });
  await grantRoleTo(info.workerIndex, admin.email, 'super_admin');
  await signInAs(page, admin.cookie);
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
    await page.goto('/admin/insights?range=7');
    await expect(page.getByTestId('insights-members').locator('.recharts-wrapper')).toBeVisible();
    await expect(page.getByTestId('insights-email').locator('.recharts-wrapper')).toBeVisible();
    await checkScreen(page, 'range-7', { theme, axe: true });
    await page.getByTestId('insights-members').getByRole('button', { name: 'Table' }).click();
    await expect(page.getByRole('table', { name: /Sign-ups and active members, Last 7 days/ })).toBeVisible();
    await checkScreen(page, 'table', { theme, axe: theme === 'light' });
  }
});

test('a moderator can view Insights; a member cannot', async ({ page, seed }, info) => {
  const mod = await seed({ name: 'Mona Moderator' });
  await grantRoleTo(info.workerIndex, mod.email, 'moderator');
  await signInAs(page, mod.cookie);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Insights', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  await expect(page.locator('#content header').getByText('Moderator', { exact: true })).toBeVisible();
  await expect(page.getByTestId('insights-members').locator('.recharts-wrapper')).toBeVisible();

  await page.context().clearCookies();
  const member = await seed({ name: 'Mark Member' });
  await signInAs(page, member.cookie);
  await page.goto('/admin/insights');
  await expect(page.getByText(DENIED).first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
