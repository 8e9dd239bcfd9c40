import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type SeededUser } from './fixtures';
import { nextLocalAddress, rawRequest } from './support/server';

const PLATFORMS = [
  { key: 'twitter', name: 'Twitter', limit: 160 },
  { key: 'linkedin', name: 'LinkedIn', limit: 220 },
  { key: 'instagram', name: 'Instagram', limit: 150 },
  { key: 'tiktok', name: 'TikTok', limit: 80 },
  { key: 'facebook', name: 'Facebook', limit: 101 },
  { key: 'youtube', name: 'YouTube', limit: 1000 },
] as const;

const answers = (topic: string) => ({
  expertise: [`A ${topic} coach`, `I love teaching ${topic}`, '8 years of coaching'],
  audience: ['First-time managers', 'Newly promoted team leads', 'Managers who want a calmer team'],
  outcome: [`Get better at ${topic}`, 'Run confident one-on-ones', 'Earn their next promotion'],
  obstacles: ['Lack of time', 'Conflicting advice', 'Burnout'],
});

async function generateMissions(user: SeededUser, topics: string[], workerIndex: number) {
  for (const topic of topics) {
    const res = await rawRequest('/api/missions', {
      json: answers(topic),
      cookie: user.cookie,
      localAddress: nextLocalAddress(workerIndex),
    });
    expect(res.status, res.body).toBe(201);
  }
}

/** Serious or critical axe findings on the current page (the screens spec checks the other states). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** The counter must show the platform's own count: Instagram without line breaks. */
async function expectCountersMatch(card: Locator, key: string, limit: number) {
  const bios = card.getByTestId('bio');
  const n = await bios.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i += 1) {
    const text = await bios
      .nth(i)
      .getByTestId('bio-text')
      .evaluate((el) => (el as HTMLElement).innerText);
    const length = key === 'instagram' ? text.replace(/\n/g, '').length : text.length;
    expect(length).toBeLessThanOrEqual(limit);
    await expect(bios.nth(i).getByTestId('bio-count')).toHaveText(`${length}/${limit} characters`);
  }
}

test('Social Media Bios needs a mission: the warning, the required panel, then the picker dialog', async ({
  page,
  user,
}, info) => {
  await page.goto('/dashboard');
  const sidebar = page.locator('[data-slot="sidebar"]');
  await sidebar.getByRole('button', { name: 'Social Media Bios' }).click();
  await expect(page.getByText('Please generate a mission statement first!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByTestId('quick-action').filter({ hasText: 'Social Media Bios' });
  await expect(card.getByRole('button', { name: 'Mission Required' })).toBeDisabled();

  await page.goto('/social-bio-generator');
  await expect(page.getByTestId('mission-required')).toContainText('Mission Statement Required');
  await page.getByRole('link', { name: 'Create Mission Statement' }).click();
  await expect(page).toHaveURL(/\/mission$/);

  await generateMissions(user, ['budgeting', 'public speaking'], info.workerIndex);
  await page.goto('/dashboard');
  await expect(card).not.toContainText('Requires mission statement');
  await expect(card.getByRole('link', { name: 'Open Social Media Bios' })).toBeVisible();

  await sidebar.getByRole('button', { name: 'Social Media Bios' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select a Mission Statement' });
  const items = dialog.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Generated on');
  await expect(items.nth(0)).toContainText(/^I help /);
  await page.waitForTimeout(300); // let the opening animation finish before the screenshot
  await page.screenshot({ path: 'test-results/screenshots/select-mission-dialog-1280-dark.png' });
  // The older mission (listed second) is the one chosen.
  const older = ((await items.nth(1).locator('p').first().textContent()) ?? '').trim();
  await items
    .nth(1)
    .getByRole('button', { name: /^Use This/ })
    .click();
  await expect(page).toHaveURL(/\/social-bio-generator$/);
  await expect(page.getByTestId('mission-in-use')).toContainText(older);
  await expect(page.getByTestId('bio-mission').nth(1)).toContainText('In use');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // On a phone the sidebar sheet gives way to the picker instead of stacking two modal layers.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Social Media Bios' }).click();
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.waitForTimeout(300); // let the opening animation finish before the screenshot
  await page.screenshot({ path: 'test-results/screenshots/select-mission-dialog-375-dark.png' });
  await dialog
    .getByRole('button', { name: /^Use This/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/social-bio-generator$/);
});

test('bios for all six platforms: counters, previews, copy, regenerate, kept across a reload, phone width', async ({
  page,
  context,
  user,
}, info) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await generateMissions(user, ['budgeting', 'public speaking', 'cooking', 'running'], info.workerIndex);
  await page.goto('/social-bio-generator');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Social Media Bios');
  await expect(page.getByTestId('bio-usage')).toHaveText('0/10 used this month');
  await expect(page.getByTestId('bio-mission')).toHaveCount(3);
  await expect(page.getByTestId('mission-source')).toContainText('And 1 more');

  for (const [i, p] of PLATFORMS.entries()) {
    const card = page.getByTestId(`bio-card-${p.key}`);
    await expect(card).toContainText(`${p.limit} characters`);
    await card.getByRole('button', { name: `Generate ${p.name} bios` }).click();
    await expect(card.getByRole('button', { name: `Regenerate ${p.name} bios` })).toBeVisible();
    await expectCountersMatch(card, p.key, p.limit);
    await card.getByRole('button', { name: 'Preview bio 1' }).click();
    const preview = card.getByRole('figure', { name: `Preview on ${p.name}` });
    await expect(preview).toContainText(user.name);
    const bio = await card.getByTestId('bio-text').first().textContent();
    await expect(preview.getByTestId('preview-bio')).toHaveText(bio ?? '');
    await expect(page.getByTestId('bio-usage')).toHaveText(`${i + 1}/10 used this month`);
  }

  const tiktok = page.getByTestId('bio-card-tiktok');
  await tiktok.getByRole('button', { name: 'Copy bio 1' }).click();
  await expect(page.getByText('Bio copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await tiktok.getByTestId('bio-text').first().textContent(),
  );
  await tiktok.getByRole('button', { name: 'Regenerate TikTok bios' }).click();
  await expect(page.getByTestId('bio-usage')).toHaveText('7/10 used this month');

  await page.reload();
  for (const p of PLATFORMS) {
    const card = page.getByTestId(`bio-card-${p.key}`);
    await expect(card.getByRole('button', { name: `Regenerate ${p.name} bios` })).toBeVisible();
    await expect(card.getByTestId('bio').first()).toBeVisible();
  }

  await page.setViewportSize({ width: 375, height: 812 });
  for (const p of PLATFORMS)
    await page.getByTestId(`bio-card-${p.key}`).getByRole('button', { name: 'Preview bio 1' }).click();
  await expect(page.getByRole('figure')).toHaveCount(6);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);
});

test("over-long bios are struck through with 'Too long!'; a refused generation says why", async ({
  page,
  user,
}, info) => {
  await generateMissions(user, ['budgeting'], info.workerIndex);
  const long = 'I help new managers lead calm teams without burnout, one honest conversation at a time.';
  await page.route('**/api/social-bios', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          json: [
            {
              platform: 'tiktok',
              bios: ['Calm teams, no burnout.', long],
              edited: [false, false],
              mission_statement: 'I help',
              tone: 'fun & trendy',
              offline: true,
              generated_at: new Date().toISOString(),
            },
          ],
        })
      : route.fulfill({ status: 400, json: { error: 'Platform not found' } }),
  );
  await page.goto('/social-bio-generator');
  const card = page.getByTestId('bio-card-tiktok');
  await expect(card.getByRole('alert')).toHaveText('Some bios exceeded the character limit of 80. Please regenerate.');
  const bios = card.getByTestId('bio');
  await expect(bios.nth(1)).toContainText('Too long!');
  await expect(bios.nth(1).getByTestId('bio-text')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(bios.nth(0)).not.toContainText('Too long!');
  await expect(bios.nth(1).getByTestId('bio-count')).toHaveText(`${long.length}/80 characters`);
  expect(await seriousViolations(page)).toEqual([]);

  const twitter = page.getByTestId('bio-card-twitter');
  await twitter.getByRole('button', { name: 'Generate Twitter bios' }).click();
  await expect(twitter.getByRole('alert')).toHaveText('Platform not found');
  await expect(page.getByText('Platform not found').first()).toBeVisible();
});

test('an edited bio is saved, survives a reload and is marked as edited', async ({ page, user }, info) => {
  await generateMissions(user, ['leadership'], info.workerIndex);
  const made = await rawRequest('/api/social-bios', {
    json: { platform: 'twitter' },
    cookie: user.cookie,
    localAddress: nextLocalAddress(info.workerIndex),
  });
  expect(made.status, made.body).toBe(201);
  await page.goto('/social-bio-generator');
  const card = page.getByTestId('bio-card-twitter');
  await card.getByRole('button', { name: 'Edit bio 2' }).click();
  const box = card.getByRole('textbox', { name: 'Edit bio 2' });
  await box.fill('x'.repeat(161));
  await expect(card.getByRole('button', { name: 'Save bio 2' })).toBeDisabled();
  await box.fill('Helping first-time managers run calm, confident teams. One habit a week.');
  await card.getByRole('button', { name: 'Save bio 2' }).click();
  await expect(page.getByText('Bio saved')).toBeVisible();
  await page.reload();
  const second = page.getByTestId('bio-card-twitter').getByTestId('bio').nth(1);
  await expect(second.getByTestId('bio-text')).toHaveText(
    'Helping first-time managers run calm, confident teams. One habit a week.',
  );
  await expect(second.getByText('Edited')).toBeVisible();
});
