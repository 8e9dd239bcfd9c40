import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { nextLocalAddress, rawRequest } from './support/server';
import { screenChecker } from './support/screens';

const checkScreen = screenChecker();

const ANSWERS = [
  'Meal planning, calming anxious patients, spreadsheets',
  'Cooking for friends and teaching new nurses',
  'Colleagues always ask me for my night-shift meal plans',
  '12 years as an ICU nurse; helped 30 colleagues eat better on nights',
  'I went from a burned-out nurse living on snacks to running 10 km before my shifts',
  'A 4-week meal prep system for shift workers',
];

const answer = (page: Page) => page.getByLabel('Your answer');

async function answerAll(page: Page) {
  for (const [i, text] of ANSWERS.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 6`)).toBeVisible();
    await answer(page).fill(text);
    await page.getByRole('button', { name: i === 5 ? 'Discover My Niche' : 'Next' }).click();
  }
}

test('the survey: one question at a time, non-blank answers, analysis, the F.O.C.U.S. result and the saved list', async ({
  page,
  user: _,
}) => {
  await page.goto('/niche-discovery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Niche Discovery');
  await expect(page.getByTestId('saved-discoveries')).toContainText('Each niche you discover is saved here.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Skills must not be empty')).toBeVisible();
  await answer(page).fill('   ');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  await checkScreen(page, 'niche-survey');

  // Previous keeps what was typed.
  await answer(page).fill(ANSWERS[0] ?? '');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('progressbar', { name: 'Question 2 of 6' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(answer(page)).toHaveValue(ANSWERS[0] ?? '');

  // Hold the answer briefly so the analyzing screen can be seen.
  let release = () => {};
  await page.route('**/api/niche-discoveries', async (route) => {
    if (route.request().method() === 'POST') await new Promise<void>((r) => (release = r));
    await route.fallback();
  });
  await answerAll(page);
  await expect(page.getByRole('heading', { name: 'Analyzing your answers' })).toBeVisible();
  await checkScreen(page, 'niche-analyzing', { loading: true });
  release();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Perfect Niche Discovered!');
  await expect(page.getByText('Niche discovered', { exact: true })).toBeVisible();
  const niche = (await page.getByTestId('recommended-niche').textContent()) ?? '';
  expect(niche.length).toBeGreaterThan(3);
  await expect(page.getByTestId('focus-card')).toHaveCount(5);
  for (const title of ['Fulfillment', 'Opportunities', 'Credibility', 'Uniqueness', 'Scalability'])
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why this niche' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Offline composer' })).toBeVisible();
  await expect(page.getByTestId('saved-discovery')).toHaveCount(1);

  await page.getByRole('button', { name: 'Take Survey Again' }).click();
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  await expect(answer(page)).toHaveValue('');

  // Open the saved one again, then build a strategy from it.
  await page.getByRole('button', { name: `Open "${niche}"` }).click();
  await expect(page.getByTestId('recommended-niche')).toHaveText(niche);
  await page.getByRole('link', { name: 'Build Content Strategy' }).click();
  await expect(page).toHaveURL(`/content-strategy?niche=${encodeURIComponent(niche)}`);
  await expect(page.getByLabel('Niche')).toHaveValue(niche);

  // Back returns to the result, not to an empty survey; so does a reload.
  await page.goBack();
  await expect(page.getByTestId('recommended-niche')).toHaveText(niche);
  await page.reload();
  await expect(page.getByTestId('recommended-niche')).toHaveText(niche);
});

test('a failed analysis keeps the answers: Back to Survey, then Try Again', async ({ page, user: _ }) => {
  let fail = true;
  await page.route('**/api/niche-discoveries', (route) =>
    fail && route.request().method() === 'POST'
      ? route.fulfill({ status: 502, json: { error: 'Failed to analyze your niche' } })
      : route.fallback(),
  );
  await page.goto('/niche-discovery');
  await answerAll(page);
  await expect(page.getByRole('heading', { name: 'Analysis Failed' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Analysis Failed' })).toContainText(
    'Failed to analyze your niche',
  );
  await checkScreen(page, 'niche-error');

  await page.getByRole('button', { name: 'Back to Survey' }).click();
  await expect(page.getByText('Question 6 of 6')).toBeVisible();
  await expect(answer(page)).toHaveValue(ANSWERS[5] ?? '');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(answer(page)).toHaveValue(ANSWERS[4] ?? '');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Discover My Niche' }).click();
  await expect(page.getByRole('heading', { name: 'Analysis Failed' })).toBeVisible();

  fail = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Perfect Niche Discovered!');
});

test('saved discoveries: newest first, deleted only after confirmation', async ({ page, user }, info) => {
  const api = (path: string, json?: unknown) =>
    rawRequest(path, { json, cookie: user.cookie, localAddress: nextLocalAddress(info.workerIndex) });
  const niches: string[] = [];
  for (const skill of ['Baking sourdough', 'Teaching chess']) {
    const res = await api('/api/niche-discoveries', {
      skillsList: skill,
      fulfillmentActivities: `${skill} with friends`,
      demandSkills: `People ask me about ${skill}`,
      proofPoints: `10 years of ${skill}`,
      personalStory: `I went from a beginner to teaching ${skill}`,
      scalableSkill: `${skill} for beginners`,
    });
    expect(res.status, res.body).toBe(201);
    niches.unshift((JSON.parse(res.body) as { recommended_niche: string }).recommended_niche);
  }
  const [newest, oldest] = niches;

  await page.goto('/niche-discovery');
  const items = page.getByTestId('saved-discovery');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(newest ?? '');
  await expect(items.nth(1)).toContainText(oldest ?? '');

  await items
    .nth(1)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText('Delete this niche discovery?');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(items).toHaveCount(2);

  await items
    .nth(1)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Niche discovery deleted successfully!')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText(newest ?? '');
});
