import { expect, test } from './fixtures';

test('edit the profile: saved, shown in the navigation and the greeting, kept after reload', async ({ page, user }) => {
  await page.goto('/profile');
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await expect(page.getByLabel('Full Name')).toHaveValue(user.name);
  await page.getByLabel('Full Name').fill('Katherine Johnson');
  await page.getByLabel('Company Name').fill('Orbit Labs');
  await page.getByLabel('Industry').fill('Aerospace');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: 'Katherine Johnson' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Company Name')).toHaveValue('Orbit Labs');
  await expect(page.getByLabel('Industry')).toHaveValue('Aerospace');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Katherine!' })).toBeVisible();

  await page.goto('/profile');
  await page.getByLabel('Full Name').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toHaveCount(1);
  await expect(page.locator('header').getByRole('link', { name: user.email })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Creator!' })).toBeVisible();
});

test("a profile that cannot load shows 'Failed to load profile'", async ({ page, user: _ }) => {
  await page.route('**/api/profile', (route) => route.fulfill({ status: 500, json: { error: 'Database down.' } }));
  await page.goto('/profile');
  await expect(page.getByText('Failed to load profile').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
