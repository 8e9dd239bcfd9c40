import type { Page } from '@playwright/test';
import { GENERATION_STOPPED_MESSAGE } from '../../src/shared/generation-request';
import { expect, test } from './fixtures';

// The niche analysis against the server whose model streams (tests/e2e/support/stream-model.ts).
test.use({ e2eServer: 'stream' });

const MODEL_MS = 45_000;
const ANSWERS = [
  'Meal planning, calming anxious patients, spreadsheets',
  'Cooking for friends and teaching new nurses',
  'Colleagues always ask me for my night-shift meal plans',
  '12 years as an ICU nurse; helped 30 colleagues eat better on nights',
  'I went from a burned-out nurse living on snacks to running 10 km before my shifts',
  'A 4-week meal prep system for shift workers',
];

async function answerAll(page: Page) {
  await page.goto('/niche-discovery');
  for (const [i, text] of ANSWERS.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 6`)).toBeVisible();
    await page.getByLabel('Your answer').fill(text);
    await page.getByRole('button', { name: i === 5 ? 'Discover My Niche' : 'Next' }).click();
  }
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('the niche fills in while the model writes it, at 1280 and 375 px, then the result', async ({ page, user: _ }) => {
  test.setTimeout(120_000);
  for (const shot of [
    { width: 1280, theme: 'dark' },
    { width: 375, theme: 'light' },
  ] as const) {
    await page.setViewportSize({ width: shot.width, height: 812 });
    await answerAll(page);
    // The app opens dark; the second round is drawn light.
    if (shot.theme === 'light') await page.getByRole('button', { name: 'Toggle theme' }).click();
    // Seeing the niche inside the draft is seeing it before the model has finished.
    const draft = page.getByTestId('niche-draft');
    await expect(draft.getByTestId('draft-niche')).toBeVisible({ timeout: MODEL_MS });
    await expect(draft.getByRole('button', { name: 'Stop' })).toBeVisible();
    expect(await horizontalOverflow(page), `horizontal scroll at ${shot.width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `test-results/screenshots/streaming-niche-draft-${shot.width}-${shot.theme}.png`,
      fullPage: true,
    });
    await expect(draft).toBeHidden({ timeout: MODEL_MS });
    await expect(page.getByRole('button', { name: 'Take Survey Again' })).toBeVisible();
  }
});

test('Stop ends the niche analysis: the survey comes back with its answers, nothing is saved', async ({
  page,
  user: _,
}) => {
  test.setTimeout(90_000);
  await answerAll(page);
  await expect(page.getByTestId('draft-niche')).toBeVisible({ timeout: MODEL_MS });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText(GENERATION_STOPPED_MESSAGE)).toBeVisible();
  await expect(page.getByTestId('niche-draft')).toBeHidden();
  await expect(page.getByLabel('Your answer')).toHaveValue(ANSWERS[5]!);
  // Past the time the model would have finished: still nothing saved.
  await page.waitForTimeout(6000);
  const saved = await page.request.get('/api/niche-discoveries');
  expect(await saved.json()).toEqual([]);
});
