import { expect as baseExpect, test } from './fixtures';
import { grantRoleTo, signInAs } from './support/admin';
import { screenChecker } from './support/screens';

// Each test walks several screens and checks each at two widths with axe; on a busy machine the first
// load of a screen can take longer than the suite's default wait.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const checkScreen = screenChecker('admin-');
const DENIED = 'Access denied. Admin privileges required.';

test('a member is sent to the dashboard with the message, and sees no Admin entry', async ({ page, user }) => {
  void user;
  await page.goto('/dashboard');
  // Exact: once the dashboard has loaded, its cards link to the mission too ('Open Mission Statement').
  await expect(page.getByRole('link', { name: 'Mission Statement', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  for (const path of ['/admin', '/admin/users', '/admin/learning', '/admin/settings', '/admin/activity']) {
    await page.goto(path);
    await expect(page.getByText(DENIED).first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('a moderator sees the dashboard and the user list read-only, and nothing else', async ({ page, seed }, info) => {
  const mod = await seed({ name: 'Morgan Moderator' });
  await grantRoleTo(info.workerIndex, mod.email, 'moderator');
  await signInAs(page, mod.cookie);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.locator('#content header').getByText('Moderator', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Users' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Learning' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Manage Users' }).click();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Assign|Edit|Remove)/ })).toHaveCount(0);
  await page.goto('/admin/learning');
  await expect(page.getByText(DENIED).first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a super admin walks the dashboard, searches users, assigns a role and removes it', async ({
  page,
  seed,
}, info) => {
  const boss = await seed({ name: 'Grace Hopper' });
  await grantRoleTo(info.workerIndex, boss.email, 'super_admin');
  const longName = `${'Maximilian Alexander '.repeat(6)}`.trim().slice(0, 120);
  const target = await seed({ name: longName });
  await signInAs(page, boss.cookie);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.locator('#content header').getByText('Super Admin', { exact: true })).toBeVisible();
  for (const label of ['Total Users', 'Courses', 'Lessons', 'Active Campaigns']) {
    await expect(page.getByTestId(`stat-${label}`)).toHaveText(/^\d[\d,]*$/);
  }
  await checkScreen(page, 'dashboard');
  await page.getByRole('tab', { name: 'Email Campaigns' }).click();
  // Other specs run campaigns at the same time: the tab shows the newest ones, or that there are none.
  const tab = page.getByRole('tabpanel', { name: 'Email Campaigns' });
  await expect(tab.getByText('No campaigns yet.').or(tab.getByRole('listitem').first())).toBeVisible();
  await page.getByRole('link', { name: 'Open Email Campaigns' }).click();
  await expect(page.getByRole('heading', { name: 'Email Campaigns', level: 1 })).toBeVisible();

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await page.getByLabel('Search users').fill(target.email);
  await expect(page).toHaveURL(/q=/);
  const row = page.getByRole('row').filter({ hasText: target.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row.getByText('User', { exact: true })).toBeVisible();
  await checkScreen(page, 'users-search');

  await row.getByRole('button', { name: /^Assign/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Can moderate content and view basic analytics')).toBeVisible();
  await expect(dialog.getByText('Full system access including role management')).toBeVisible();
  await dialog.getByLabel(/^Moderator/).check();
  await checkScreen(page, 'role-dialog', { axe: true });
  await dialog.getByRole('button', { name: 'Assign Role' }).click();
  await expect(page.getByText('Moderator role assigned successfully')).toBeVisible();
  await expect(row.getByText('Moderator', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: /^Remove/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Are you sure you want to remove the Moderator role from ${target.email}?`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Admin role removed successfully')).toBeVisible();
  await expect(row.getByText('User', { exact: true })).toBeVisible();

  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'light'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Assigned role').first()).toBeVisible();
  await checkScreen(page, 'dashboard', { theme: 'light' });
  await page.goto('/admin/users');
  await expect(page.getByRole('table')).toBeVisible();
  await checkScreen(page, 'users', { theme: 'light' });
});
