import { expect, test } from './fixtures';
import { nextLocalAddress, rawRequest } from './support/server';
import { screenChecker } from './support/screens';

const checkScreen = screenChecker('offer-');

const LONG_WORD = 'x'.repeat(400);
const LONG_NAME = 'The Extraordinarily Long-Named Bookkeeping and Payroll Cooperative for Independent Bakers '.padEnd(
  120,
  'Z',
);

test('long answers, many offers, the light theme and a phone: nothing pushes the page sideways', async ({
  page,
  user,
}, info) => {
  test.setTimeout(120_000);
  const post = (json: Record<string, string>) =>
    rawRequest('/api/offers', { json, cookie: user.cookie, localAddress: nextLocalAddress(info.workerIndex) });
  const long = await post({
    businessName: LONG_NAME,
    targetAudience: `Bakers ${LONG_WORD}`,
    mainProblem: `Receipts ${LONG_WORD} everywhere`,
    desiredOutcome: LONG_WORD,
    solutionGaps: 'Nobody explains VAT',
    industry: 'finance',
    priceRange: '10000+',
    timeline: 'ongoing',
  });
  expect(long.status, long.body).toBe(201);
  const id = (JSON.parse(long.body) as { id: string }).id;
  for (let i = 1; i <= 11; i++) {
    const res = await post({
      businessName: `Bakery Books ${i}`,
      targetAudience: 'bakery owners',
      mainProblem: 'Receipts in a shoebox',
      desiredOutcome: 'Know their profit every month',
    });
    expect(res.status, res.body).toBe(201);
  }

  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'light'));
  await page.goto('/offer-engineering');
  await expect(page.getByTestId('offer-card')).toHaveCount(12);
  await checkScreen(page, 'list-many', { theme: 'light' });

  await page.goto(`/offer-engineering/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LONG_NAME);
  await expect(page.getByRole('heading', { name: 'Offer Stack' })).toBeVisible();
  await checkScreen(page, 'detail-long', { theme: 'light' });

  // At phone width the detail's actions and sections stack, still inside the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeInViewport();
  await page.screenshot({ path: 'test-results/screenshots/offer-detail-phone-light.png' });
});

test('the dashboard lists a new offer in recent activity and opens the tool from quick actions', async ({
  page,
  user,
}, info) => {
  const res = await rawRequest('/api/offers', {
    json: {
      businessName: 'Good Dog Academy',
      targetAudience: 'New puppy owners',
      mainProblem: 'Pulling on the leash',
      desiredOutcome: 'A calm dog',
    },
    cookie: user.cookie,
    localAddress: nextLocalAddress(info.workerIndex),
  });
  expect(res.status, res.body).toBe(201);
  await page.goto('/dashboard');
  const activity = page.getByTestId('recent-activity');
  await activity.getByRole('link', { name: /Offer: Good Dog Academy/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Good Dog Academy');
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Offer Engineering: coming soon' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open Offer Engineering' }).click();
  await expect(page).toHaveURL(/\/offer-engineering$/);
  await expect(page.getByTestId('offer-card')).toHaveCount(1);
});
