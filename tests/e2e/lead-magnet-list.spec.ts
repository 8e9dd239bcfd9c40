import { expect, test } from './fixtures';
import { nextLocalAddress, rawRequest } from './support/server';
import { screenChecker } from './support/screens';

const checkScreen = screenChecker('lm-list-');
const LONG_WORD = 'x'.repeat(400);
const DRAFT = {
  title: `${'Supercalifragilistic meal prep for night shift nurses '.repeat(3)}`.slice(0, 120),
  description: LONG_WORD,
  targetAudience: 'y'.repeat(290),
  industry: 'Healthcare',
  painPoints: Array.from({ length: 15 }, (_, i) => `Pain point number ${i + 1} about long night shifts`),
  leadMagnetType: 'checklist',
  contentOutline: {
    sections: Array.from({ length: 12 }, (_, i) => ({
      title: `Section ${i + 1} ${'z'.repeat(120)}`,
      description: 'What it covers.',
    })),
    objectives: ['Prep a week of meals in one hour'],
  },
  designPreferences: { colorScheme: 'energetic', style: 'creative', includeImages: false, includeCharts: true },
};

test('cards, results at phone width in the light theme, delete from results and from the list, then the quota', async ({
  page,
  user,
}, info) => {
  test.setTimeout(120_000);
  const api = (json: unknown) =>
    rawRequest('/api/lead-magnets', { json, cookie: user.cookie, localAddress: nextLocalAddress(info.workerIndex) });
  const first = await api(DRAFT);
  expect(first.status, first.body).toBe(201);
  const second = await api({
    ...DRAFT,
    title: 'Leash Manners Checklist',
    description: undefined,
    painPoints: ['Pulling'],
  });
  expect(second.status, second.body).toBe(201);

  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'light'));
  await page.goto('/lead-magnet-generator');
  await expect(page.locator('html')).toHaveClass('light');
  await expect(page.getByTestId('lm-quota')).toHaveText('Lead magnets this month: 2/3');
  const cards = page.getByTestId('lead-magnet-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Leash Manners Checklist');
  await expect(cards.nth(0)).toContainText('No description available');
  await expect(cards.nth(0)).toContainText('1 pain point');
  await expect(cards.nth(1)).toContainText('Checklist (1-3 pages)');
  await expect(cards.nth(1)).toContainText('15 pain points');
  await expect(cards.nth(1)).toContainText('Healthcare');
  await checkScreen(page, 'cards', { theme: 'light' });

  await cards.nth(1).getByRole('link', { name: /^View/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT.title);
  await page.setViewportSize({ width: 375, height: 812 });
  await checkScreen(page, 'results', { theme: 'light' });
  await page.getByRole('tab', { name: 'Export' }).click();
  await checkScreen(page, 'export', { theme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this lead magnet?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Lead magnet deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/lead-magnet-generator$/);
  await expect(cards).toHaveCount(1);
  // Deleting does not give the month's unit back.
  await expect(page.getByTestId('lm-quota')).toHaveText('Lead magnets this month: 2/3');

  await cards
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards).toHaveCount(1);
  await cards
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No Lead Magnets Yet' })).toBeVisible();

  // The third of the month is the last: the list says so and the button is off; the server refuses a fourth.
  expect((await api(DRAFT)).status).toBe(201);
  const fourth = await api(DRAFT);
  expect(fourth.status).toBe(429);
  expect(JSON.parse(fourth.body)).toMatchObject({
    error: "You've reached your monthly limit of 3 lead magnets. Limit resets next month.",
  });
  await page.reload();
  await expect(page.getByTestId('lm-quota')).toHaveText('Lead magnets this month: 3/3');
  await expect(page.getByRole('button', { name: 'Create New Lead Magnet' })).toBeDisabled();
  await expect(
    page.getByText("You've reached your monthly limit of 3 lead magnets. Limit resets next month."),
  ).toBeVisible();
  await checkScreen(page, 'at-limit', { theme: 'light' });
  await page.goto('/lead-magnet-generator/new');
  await expect(page.getByRole('status').filter({ hasText: 'monthly limit of 3 lead magnets' })).toBeVisible();
});

test('a pain point analysis hands its audience and pain points to the wizard', async ({ page, user }, info) => {
  const res = await rawRequest('/api/pain-point-analyses', {
    json: {
      productName: 'Calm Canine',
      productDescription: 'A six-week online course for dog owners that stops leash pulling.',
      targetMarket: 'First-time dog owners in cities',
    },
    cookie: user.cookie,
    localAddress: nextLocalAddress(info.workerIndex),
  });
  expect(res.status, res.body).toBe(201);
  const { id } = JSON.parse(res.body) as { id: string };
  await page.goto(`/pain-point-analysis/${id}`);
  await page.getByRole('link', { name: 'Create lead magnet' }).click();
  await expect(page).toHaveURL(/\/lead-magnet-generator\/new\?from=pain-point-analysis/);
  await expect(page.getByTestId('lm-prefill')).toContainText('From your pain point analysis: audience and');
  await expect(page.getByLabel('Target audience')).toHaveValue('First-time dog owners in cities');
  await checkScreen(page, 'prefilled');
  await page.getByLabel('Title').fill('Leash Manners Starter Kit');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'Education' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 6')).toBeVisible();
  expect(
    await page.getByRole('list', { name: 'Pain points', exact: true }).getByRole('listitem').count(),
  ).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
});
