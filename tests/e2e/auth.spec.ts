import { expect, mailCount, mailLink, test, uniqueEmail } from './fixtures';
import { openLanding } from './support/landing';
import { screenChecker } from './support/screens';

const checkScreen = screenChecker('auth-');

test('sign up, verify by mail, land on the dashboard, sign out and sign back in', async ({ page }) => {
  const email = uniqueEmail('signup');
  const password = 'a-long-password-1';
  await openLanding(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account created! Please check your email to verify your account.')).toBeVisible();
  await expect(page.getByText(`We sent a verification link to ${email}`)).toBeVisible();

  await page.goto(await mailLink(email));
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await expect(page.getByText(`Confirming the account for ${email}.`)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This is not the password chosen at sign-up.' }),
  ).toBeVisible();
  await checkScreen(page, 'confirm-wrong-password');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Grace Hopper' })).toBeVisible();

  await page.locator('header').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a failed sign-in shows the server message; an unverified account is told to check its email', async ({
  page,
  seed,
}) => {
  const unverified = await seed({ verified: false });
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Email').fill(unverified.email);
  await page.getByLabel('Password', { exact: true }).fill('a-wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();

  const before = mailCount(unverified.email);
  await page.getByLabel('Password', { exact: true }).fill(unverified.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please verify your email' })).toContainText(
    'check your inbox',
  );
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(() => mailCount(unverified.email)).toBeGreaterThan(before);
});

test('the password field shows and hides its text', async ({ page }) => {
  await page.goto('/auth');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-value');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('forgotten password: mail, set a new password, sign in with it', async ({ page, seed }) => {
  const user = await seed();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  const before = mailCount(user.email);
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByText('Password reset email sent! Please check your inbox.')).toBeVisible();

  await page.goto(await mailLink(user.email, before));
  await expect(page).toHaveURL(/\/auth\?mode=reset&token=/);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('my-new-password-2');
  await page.getByLabel('Confirm new password').fill('not-the-same');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('my-new-password-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed. Sign in with your new password.')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('my-new-password-2');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an expired reset link asks for a new one', async ({ page }) => {
  await page.goto('/auth?mode=reset&error=INVALID_TOKEN');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link is invalid or has expired. Please ask for a new one.',
  );
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a signed-in visitor of /auth is redirected to the dashboard, replacing history', async ({ page, user }) => {
  await page.goto('/');
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${user.name.split(' ')[0]}!` })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});
