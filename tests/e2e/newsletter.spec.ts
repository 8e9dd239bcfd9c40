import { expect, mailCount, mailLink, test, uniqueEmail } from './fixtures';

test('subscribe on the landing page, open the mailed link, see it confirmed', async ({ page, pageErrors }) => {
  const address = uniqueEmail('optin');
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByLabel('Email address').fill(address);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByText('Almost there! Check your inbox and open the link we sent you to confirm your subscription.'),
  ).toBeVisible();
  await expect.poll(() => mailCount(address)).toBe(1);

  const link = await mailLink(address);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByText("You're subscribed! Look out for brand-building tips in your inbox.")).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath('newsletter-confirmed-375.png') });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Already confirmed' })).toBeVisible();
  await expect(page.getByText('Your subscription is already confirmed. Nothing more to do.')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('an altered link says it is not valid and how to subscribe again, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const address = uniqueEmail('optin-bad');
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByLabel('Email address').fill(address);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect.poll(() => mailCount(address)).toBe(1);

  await page.goto(`${await mailLink(address)}x`);
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('newsletter-invalid-375.png') });
  await expect(
    page.getByText(
      'This confirmation link is not valid. Subscribe again from the newsletter box at the bottom of the home page.',
    ),
  ).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
