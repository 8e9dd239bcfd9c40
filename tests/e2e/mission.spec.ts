import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, type SeededUser } from './fixtures';
import { nextLocalAddress, rawRequest } from './support/server';

const ANSWERS = {
  expertise: ['A certified financial planner', 'I love making money simple', 'Knack for plain-language budgets'],
  audience: ['Young families', 'Parents starting to save', 'Couples who want a safety net'],
  outcome: ['Build an emergency fund', 'Pay off their credit cards', 'Feel calm about money'],
  obstacles: ['Lack of time', 'Jargon-filled advice', 'Fear of getting it wrong'],
};
const GENERATION_FAILED =
  'Failed to generate mission statement. The API may be rate limited. Please try again in a moment.';

/** Generates missions as the user through the API: the e2e server's database lives in its own process. */
async function generateMissions(user: SeededUser, count: number, workerIndex: number) {
  for (let i = 0; i < count; i += 1) {
    const res = await rawRequest('/api/missions', {
      json: ANSWERS,
      cookie: user.cookie,
      localAddress: nextLocalAddress(workerIndex),
    });
    expect(res.status, res.body).toBe(201);
  }
}

/** Puts the wizard on its last step with every answer filled, as a reload would find it. */
async function prefillWizard(page: Page, user: SeededUser, workerIndex: number) {
  const session = await rawRequest('/api/auth/get-session', {
    cookie: user.cookie,
    localAddress: nextLocalAddress(workerIndex),
  });
  const { id } = (JSON.parse(session.body) as { user: { id: string } }).user;
  const answers = Object.values(ANSWERS).flat();
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `brandforge.mission-wizard.${id}`,
    value: JSON.stringify({ step: 11, answers }),
  });
}

/** Serious or critical axe findings on the current page (the screens spec checks the other states). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const field = (page: Page) => page.locator('#mission-answer');
const step = (page: Page) => page.getByTestId('mission-step');
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

test('the wizard: validation, samples, Back, reload, generation, copy, regenerate, delete and Stage 2', async ({
  page,
  context,
  user: _,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/mission');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mission Statement');
  await expect(page.getByTestId('mission-usage')).toHaveText('0/10 used this month');
  await expect(page.getByTestId('saved-missions')).toContainText('No saved mission statements yet.');

  await expect(step(page)).toHaveText('Step 1 of 12 · 8%');
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(next(page)).toBeDisabled();
  await field(page).fill('x');
  await field(page).fill('');
  await expect(page.getByText('Please provide an answer before continuing')).toBeVisible();
  await expect(next(page)).toBeDisabled();

  // A sample answer fills the field.
  await page.getByRole('button', { name: 'A certified personal trainer' }).click();
  await expect(field(page)).toHaveValue('A certified personal trainer');
  await next(page).click();
  await expect(step(page)).toHaveText('Step 2 of 12 · 17%');
  await field(page).fill('   I love strength training for beginners   ');
  await next(page).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(field(page)).toHaveValue('I love strength training for beginners');
  await next(page).click();

  const typed = [
    'Skill at making workouts fit a busy week',
    'Busy parents over 40',
    'Parents returning to exercise',
    'Parents who want more energy',
    'Feel strong and fit again',
    'Keep up with their kids',
    'Finish their first 10k run',
    'Lack of time',
    'Crash diets',
    'Strict meal plans',
  ];
  for (let i = 3; i <= 6; i += 1) {
    await expect(step(page)).toContainText(`Step ${i} of 12`);
    await field(page).fill(typed[i - 3] ?? '');
    await next(page).click();
  }
  // A reload keeps the step and every answer.
  await page.reload();
  await expect(step(page)).toHaveText('Step 7 of 12 · 58%');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(field(page)).toHaveValue(typed[3] ?? '');
  await next(page).click();
  for (let i = 7; i <= 11; i += 1) {
    await field(page).fill(typed[i - 3] ?? '');
    await next(page).click();
  }
  await expect(step(page)).toHaveText('Step 12 of 12 · 100%');
  await expect(page.getByTestId('mission-wizard').getByText('Section 4 of 4: The biggest obstacles')).toBeVisible();
  await field(page).fill(typed[9] ?? '');

  // Held back a moment so the generating state can be seen.
  await page.route('**/api/missions', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 700));
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Generate Mission' }).click();
  const generating = page.getByTestId('mission-generating');
  await expect(generating).toContainText('Generating Your Personal Brand Mission');
  await expect(generating).toContainText('Creating 3 variations...');
  await page.screenshot({ path: 'test-results/screenshots/mission-generating-1280-dark.png' });
  await expect(page.getByText('Personal branding mission statements generated and saved successfully!')).toBeVisible();

  const result = page.getByTestId('mission-result');
  const statements = result.getByTestId('mission-statement');
  await expect(statements).toHaveCount(3);
  await expect(page.getByTestId('mission-usage')).toHaveText('1/10 used this month');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('mission-wizard')))).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/mission-result-1280-dark.png', fullPage: true });
  // The success toast never sits over the page's next step, wherever the page is scrolled.
  const stage2 = result.getByRole('button', { name: 'Stage 2: Social Media Bios' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const toastBox = await page.locator('[data-sonner-toast]').first().boundingBox();
  const buttonBox = await stage2.boundingBox();
  if (!toastBox || !buttonBox) throw new Error('the toast or the Stage 2 button is not on screen');
  const overlaps =
    toastBox.x < buttonBox.x + buttonBox.width &&
    buttonBox.x < toastBox.x + toastBox.width &&
    toastBox.y < buttonBox.y + buttonBox.height &&
    buttonBox.y < toastBox.y + toastBox.height;
  expect(overlaps).toBe(false);
  await page.screenshot({ path: 'test-results/screenshots/mission-result-toast-1280-dark.png' });

  // Copy strips the numbering.
  const first = (await statements.nth(0).locator('p').first().textContent()) ?? '';
  await result.getByRole('button', { name: 'Copy statement 1' }).click();
  await expect(page.getByText('Mission statement copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^I help /);
  expect(first).toBe(`1. ${copied}`);

  await result.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByText('New mission statements generated!')).toBeVisible();
  await expect(page.getByTestId('mission-usage')).toHaveText('2/10 used this month');
  const saved = page.getByTestId('saved-mission');
  await expect(saved).toHaveCount(2);

  // Delete asks first; Cancel keeps it.
  await saved
    .nth(1)
    .getByRole('button', { name: /^Delete the mission of/ })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this mission statement?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(saved).toHaveCount(2);
  await saved
    .nth(1)
    .getByRole('button', { name: /^Delete the mission of/ })
    .click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Mission statement deleted successfully!')).toBeVisible();
  await expect(saved).toHaveCount(1);

  // Stage 2 carries the ticked statements to the bio generator.
  const texts = (await statements.locator('p').allTextContents()).map((t) => t.replace(/^\d\. /, ''));
  await result.getByLabel('Use for bios').nth(2).uncheck();
  await result.getByRole('button', { name: 'Stage 2: Social Media Bios' }).click();
  await expect(page).toHaveURL(/\/social-bio-generator$/);
  const inUse = page.getByTestId('mission-in-use');
  await expect(inUse).toContainText(texts[0] ?? '');
  await expect(inUse).toContainText(texts[1] ?? '');
  await expect(inUse).not.toContainText(texts[2] ?? '');
});

test('limit banners from 8 used and at 10, a failed generation keeps the answers', async ({ page, user }, info) => {
  test.slow();
  await generateMissions(user, 8, info.workerIndex);
  await page.goto('/mission');
  const banner = page.getByTestId('mission-limit-banner');
  await expect(banner).toHaveText('You have 2 mission statement generations remaining this month.');
  await expect(page.getByTestId('saved-mission')).toHaveCount(8);

  await prefillWizard(page, user, info.workerIndex);
  await page.reload();
  await expect(step(page)).toHaveText('Step 12 of 12 · 100%');
  await page.route('**/api/missions', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, json: { error: GENERATION_FAILED } })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Generate Mission' }).click();
  await expect(page.getByText(GENERATION_FAILED)).toBeVisible();
  await expect(field(page)).toHaveValue(ANSWERS.obstacles[2] ?? '');
  await page.unroute('**/api/missions');

  await page.getByRole('button', { name: 'Generate Mission' }).click();
  await expect(page.getByTestId('mission-result')).toBeVisible();
  await expect(banner).toHaveText('You have 1 mission statement generation remaining this month.');

  await generateMissions(user, 1, info.workerIndex);
  await prefillWizard(page, user, info.workerIndex);
  await page.reload();
  await expect(banner).toHaveText(
    'You have reached your monthly limit of 10 mission statements. Limit resets next month.',
  );
  await expect(banner).toHaveAttribute('role', 'alert');
  await expect(page.getByTestId('mission-usage')).toHaveText('10/10 used this month');
  // At the limit the wizard does not start at all: the page offers the saved missions instead.
  await expect(page.getByRole('button', { name: 'Generate Mission' })).toHaveCount(0);
  await expect(page.getByTestId('mission-limit-reached')).toContainText('The wizard opens again next month');
  await page.getByRole('button', { name: 'View saved missions' }).click();
  await expect(page.getByTestId('saved-mission').first()).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/mission-limit-1280-dark.png' });

  // The server refuses too.
  const refused = await rawRequest('/api/missions', {
    json: ANSWERS,
    cookie: user.cookie,
    localAddress: nextLocalAddress(info.workerIndex),
  });
  expect(refused.status).toBe(429);
  expect(JSON.parse(refused.body)).toMatchObject({
    error: 'You have reached your monthly limit of 10 mission statements',
  });
});
