import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const sidebarState = (page: Page) => page.locator('[data-slot="sidebar"][data-state]').getAttribute('data-state');

test('the sidebar collapses to icons, Ctrl+B toggles it and the cookie keeps it for 7 days', async ({
  page,
  user: _,
}) => {
  await page.goto('/dashboard');
  await expect.poll(() => sidebarState(page)).toBe('expanded');
  await expect(page.getByText('AI Tools', { exact: true })).toBeVisible();
  await page.locator('header').getByRole('button', { name: 'Toggle Sidebar' }).click();
  await expect.poll(() => sidebarState(page)).toBe('collapsed');

  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  await page.reload();
  await expect.poll(() => sidebarState(page)).toBe('collapsed');
  // With the sidebar collapsed the main links fit in the top navigation.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  for (const label of [
    'Mission',
    'Niche Discovery',
    'Social Bios',
    'Content Strategy',
    'Content Plans',
    'Lead Magnets',
    'Learning',
  ])
    // Tools are links and the gated Social Bios entry is a button; the first match is the bar's own
    // entry (the More menu, hidden here, holds a copy).
    await expect(nav.getByText(label, { exact: true }).first()).toBeVisible();
  await expect(nav.getByText('More', { exact: true })).toBeHidden();
  await page.screenshot({ path: 'test-results/screenshots/dashboard-collapsed-1280-dark.png' });

  await page.keyboard.press('Control+b');
  await expect.poll(() => sidebarState(page)).toBe('expanded');
  await page.keyboard.press('Control+b');
  await expect.poll(() => sidebarState(page)).toBe('collapsed');
});

test('beside the open sidebar at 1280 px the bar shows the first links and the rest under More', async ({
  page,
  user: _,
}) => {
  await page.goto('/dashboard');
  await expect.poll(() => sidebarState(page)).toBe('expanded');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Dashboard', 'Mission', 'Niche Discovery', 'Social Bios', 'Content Strategy'])
    await expect(nav.getByText(label, { exact: true }).first()).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Content Plans' })).toBeHidden();
  // The bar never pushes the user's name and Sign Out off the screen.
  await expect(page.locator('header').getByRole('button', { name: 'Sign Out' })).toBeInViewport();

  await nav.getByText('More', { exact: true }).click();
  for (const label of ['Content Plans', 'Lead Magnets', 'Learning'])
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/top-nav-more-1280-dark.png' });
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Learning' })).toBeHidden();

  await nav.getByText('More', { exact: true }).click();
  await nav.getByRole('link', { name: 'Learning' }).click();
  await expect(page).toHaveURL(/\/learning$/);
  await expect(nav.getByRole('link', { name: 'Lead Magnets' })).toBeHidden();
});

test('below 768 px the sidebar is a slide-over sheet', async ({ page, user: _ }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard');
  // Exact: the dashboard's empty activity text also mentions "the AI tools".
  await expect(page.getByText('AI Tools', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  for (const entry of [
    'Brand Profile',
    'Audience',
    'Mission Statement',
    'Niche Discovery',
    'Social Media Bios',
    'Content Strategy',
    'My Content Plans',
    'PainPoint-to-Content',
    'Offer Engineering',
    'Lead Magnet Generator',
    'Learning Hub',
  ])
    await expect(sheet.getByText(entry, { exact: true })).toBeVisible();
  expect(await sheet.evaluate((el) => el.getBoundingClientRect().width)).toBe(288);
  await page.screenshot({ path: 'test-results/screenshots/sidebar-sheet-375-dark.png' });
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  // Opened again, in the light theme: the sheet loaded once stays and keeps its width.
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.locator('html')).toHaveClass(/light/);
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await expect(sheet).toBeVisible();
  expect(await sheet.evaluate((el) => el.getBoundingClientRect().width)).toBe(288);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.waitForTimeout(300); // let the slide-in finish before the screenshot
  await page.screenshot({ path: 'test-results/screenshots/sidebar-sheet-375-light.png' });
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await sheet.getByRole('link', { name: 'Dashboard' }).click();
  await expect(sheet).toBeHidden();
});

test("the user's name opens the profile; Sign Out in the sidebar signs out", async ({ page, user }) => {
  await page.goto('/dashboard');
  await page.locator('header').getByRole('link', { name: user.name }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

// The tooltip code arrives after the page: the labels must still show, from the mouse and the keyboard.
test('collapsed, the sidebar icons name themselves on hover and focus; the name in the bar says it edits the profile', async ({
  page,
  user,
}) => {
  await page.goto('/dashboard');
  await expect.poll(() => sidebarState(page)).toBe('expanded');
  await page.locator('header').getByRole('button', { name: 'Toggle Sidebar' }).click();
  await expect.poll(() => sidebarState(page)).toBe('collapsed');
  const sidebar = page.locator('[data-slot="sidebar"]');

  await sidebar.getByRole('link', { name: 'Mission Statement', exact: true }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Mission Statement');
  await page.screenshot({ path: 'test-results/screenshots/sidebar-tooltip-1280-dark.png' });

  await page.mouse.move(900, 500);
  await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).focus();
  await expect(page.getByRole('tooltip', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  // Expanded, the labels are visible and no tooltip opens.
  await page.keyboard.press('Control+b');
  await expect.poll(() => sidebarState(page)).toBe('expanded');
  await sidebar.getByRole('link', { name: 'Mission Statement', exact: true }).hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  await page.locator('header').getByRole('link', { name: user.name }).focus();
  await expect(page.getByRole('tooltip', { name: 'Edit your profile' })).toBeVisible();
});
