import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from './fixtures';
import { adminCall, grantRoleTo, signInAs } from './support/admin';
import { screenChecker } from './support/screens';

// Each test walks several screens and checks each at two widths with axe; on a busy machine the first
// load of a screen can take longer than the suite's default wait.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const checkScreen = screenChecker('admin-');

test('settings show the provider without secrets and test the connection', async ({ page, seed }, info) => {
  const admin = await seed({ name: 'Ada Admin' });
  await grantRoleTo(info.workerIndex, admin.email, 'admin');
  await signInAs(page, admin.cookie);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('Offline composer (built in)')).toBeVisible();
  await expect(page.getByText('3 per month')).toBeVisible();
  await expect(page.getByText(/Outbox mode/)).toBeVisible();
  await expect(page.getByText('Confirm your email for Brandforge').first()).toBeVisible();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Connection works')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Provider: offline' })).toBeVisible();
  await checkScreen(page, 'settings');
  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'light'));
  await page.reload();
  await expect(page.getByText('Offline composer (built in)')).toBeVisible();
  await checkScreen(page, 'settings', { theme: 'light' });
});

test('the audit log filters by action and exports the filtered rows as CSV', async ({ page, seed }, info) => {
  // A retry runs against the same server: the stamp keeps this run's admin apart from the last one's.
  const stamp = Date.now().toString(36);
  const admin = await seed({ name: `Audrey Auditor ${stamp}` });
  await grantRoleTo(info.workerIndex, admin.email, 'admin');
  await adminCall(info.workerIndex, admin.cookie, '/api/admin/learning/categories', { name: `Audit ${stamp}` });
  await signInAs(page, admin.cookie);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  const log = page.getByRole('list', { name: 'Admin actions' });
  await expect(log.getByText('Accessed admin dashboard').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Created category' });
  await expect(page).toHaveURL(/action=Created\+category/);
  await expect(log.getByText('Accessed admin dashboard')).toHaveCount(0);
  await page.getByLabel('Admin', { exact: true }).fill(`auditor ${stamp}`);
  await expect(page).toHaveURL(new RegExp(`actor=auditor\\+${stamp}`));
  const rows = log.getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`Created category — Audit ${stamp}`);
  await expect(rows).toContainText(`Audrey Auditor ${stamp}`);
  await checkScreen(page, 'activity');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^admin-activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Time,Action,Actor,Actor e-mail,Table,Target,Details');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Created category,Audrey Auditor ${stamp},${admin.email},learning_categories`);

  await page.getByLabel('To', { exact: true }).fill('2000-01-01');
  await expect(page.getByText('No admin actions match these filters.')).toBeVisible();
});
