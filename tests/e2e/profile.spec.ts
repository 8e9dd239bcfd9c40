import { expect, test } from './fixtures';

test('edit the profile: saved, shown in the navigation and the greeting, kept after reload', async ({ page, user }) => {
  await page.goto('/profile');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
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

// The form's checks load after the page; they still refuse what the server would, before sending it.
test('a name of spaces alone or over 120 characters is refused in the form, and nothing is sent', async ({
  page,
  user,
}) => {
  await page.goto('/profile');
  await expect(page.getByLabel('Full Name')).toHaveValue(user.name);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/profile') && r.method() !== 'GET') sent.push(r.method());
  });
  await page.getByLabel('Full Name').fill('   ');
  await page.getByLabel('Company Name').fill('x'.repeat(121));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Full name cannot be only spaces')).toBeVisible();
  await expect(page.getByText('Company name must be at most 120 characters')).toBeVisible();
  expect(sent).toEqual([]);
});

test('the product news switch is off at first, works from the keyboard and stays on after a reload', async ({
  page,
  user: _,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/profile');
  const news = page.getByRole('switch', { name: 'Product news and tips by email' });
  await expect(news).not.toBeChecked();
  await news.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(news).toBeChecked();
  await expect(news).toBeFocused();
  await news.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('profile-switch-375.png') });

  await page.reload();
  await expect(news).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
