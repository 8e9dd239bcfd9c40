import { expect, test } from './fixtures';

test('a new account sees zero counts, Level 1, the locked Social Bios card and an empty activity list', async ({
  page,
  user: _,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible();
  await expect(page.getByTestId('progress-percent')).toHaveText('0%');
  await expect(page.getByTestId('progress-level')).toHaveText('Level 1');
  await expect(page.getByTestId('progress-row-missions')).toContainText('Mission Statements0/3');
  await expect(page.getByTestId('progress-row-niche_discoveries')).toContainText('Niche Discoveries0/1');
  await expect(page.getByTestId('progress-row-content_plans')).toContainText('Content Plans0/2');
  await expect(page.getByTestId('progress-row-brand_profile')).toContainText('Brand Profile0/1');
  await expect(page.getByTestId('brand-completeness')).toContainText('0 of 12 filled');
  const bios = page.getByTestId('quick-action').filter({ hasText: 'Social Media Bios' });
  await expect(bios).toContainText('Requires mission statement');
  await expect(bios.getByRole('button', { name: 'Mission Required' })).toBeDisabled();
  await expect(page.getByTestId('recent-activity')).toContainText('No activity yet.');
  await expect(page.getByRole('heading', { name: 'Pro Tips' })).toBeVisible();
});

test('the numbers, level and activity come from GET /api/dashboard', async ({ page, user: _ }) => {
  const now = Date.now();
  await page.route('**/api/dashboard', (route) =>
    route.fulfill({
      json: {
        counts: { missions: 2, niche_discoveries: 1, content_plans: 1 },
        progress: {
          percent: 72,
          level: 3,
          rows: [
            { key: 'missions', label: 'Mission Statements', current: 2, target: 3 },
            { key: 'niche_discoveries', label: 'Niche Discoveries', current: 1, target: 1 },
            { key: 'content_plans', label: 'Content Plans', current: 1, target: 2 },
          ],
        },
        activity: [
          {
            id: 'p1',
            kind: 'content-plan',
            title: 'Plan: 30 days of leadership tips',
            href: '/content-plans',
            created_at: new Date(now - 3_600_000).toISOString(),
          },
          {
            id: 'm1',
            kind: 'mission',
            title: 'I help new managers lead calm teams',
            href: '/mission',
            created_at: new Date(now - 86_400_000 * 2).toISOString(),
          },
        ],
      },
    }),
  );
  await page.goto('/dashboard');
  await expect(page.getByTestId('progress-percent')).toHaveText('72%');
  await expect(page.getByTestId('progress-level')).toHaveText('Level 3');
  await expect(page.getByTestId('progress-row-missions')).toContainText('2/3');
  const items = page.getByTestId('recent-activity').getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Plan: 30 days of leadership tips');
  await expect(items.nth(0)).toContainText('1 hour ago');
  await expect(items.nth(1)).toContainText('2 days ago');
  const bios = page.getByTestId('quick-action').filter({ hasText: 'Social Media Bios' });
  await expect(bios).not.toContainText('Requires mission statement');
});

test('a dashboard that cannot load says so and can retry', async ({ page, user: _ }) => {
  let fail = true;
  await page.route('**/api/dashboard', (route) =>
    fail ? route.fulfill({ status: 500, json: { error: 'Something went wrong on our side.' } }) : route.fallback(),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('alert')).toContainText('Something went wrong on our side.');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('progress-level')).toHaveText('Level 1');
});

test('the Audience card says when there is nobody yet, then counts the subscribed and the new this week', async ({
  page,
  user: _,
}) => {
  await page.goto('/dashboard');
  const card = page.getByTestId('audience-card');
  await expect(card).toContainText('No subscribers yet.');
  await expect(card.getByRole('link', { name: 'Publish a lead magnet' })).toHaveAttribute(
    'href',
    '/lead-magnet-generator',
  );

  const perDay = Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    count: i % 2,
  }));
  await page.route('**/api/audience/subscribers/stats', (route) =>
    route.fulfill({
      json: {
        total: 1_300,
        by_status: { subscribed: 1_204, unconfirmed: 40, unsubscribed: 50, bounced: 6 },
        per_day: perDay,
      },
    }),
  );
  await page.reload();
  await expect(card.getByTestId('audience-subscribed')).toHaveText('1,204');
  await expect(card.getByTestId('audience-new')).toHaveText('+4 new in the last 7 days');
  await card.getByRole('link', { name: 'Open Audience' }).click();
  await expect(page).toHaveURL(/\/audience$/);
});
