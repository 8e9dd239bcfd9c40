import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { nextLocalAddress, rawRequest } from './support/server';
import { screenChecker } from './support/screens';

const checkScreen = screenChecker('ppa-');

const PRODUCT = {
  name: 'Calm Canine',
  description:
    'A six-week online course for dog owners that stops leash pulling without harsh corrections. Includes weekly live Q&A.',
  market: 'First-time dog owners in cities',
  price: '$149',
};

const generate = (page: Page) => page.getByRole('button', { name: 'Generate Analysis' });

test('empty list -> form -> generating -> detail with five tabs, report copy and download, hand-offs', async ({
  page,
  context,
  user: _,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/pain-point-analysis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pain Point Analyses');
  await expect(page.getByText('Transform your products into targeted content strategies')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Analyses Yet' })).toBeVisible();
  await checkScreen(page, 'empty');

  await page.getByRole('link', { name: 'Create First Analysis' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Analysis');
  await expect(generate(page)).toBeDisabled();
  await page.getByLabel('Product Name').fill('   ');
  await page.getByLabel('Product Description').fill(PRODUCT.description);
  await expect(generate(page)).toBeDisabled();
  await page.getByLabel('Product Name').fill(PRODUCT.name);
  await page.getByLabel('Target Market (optional)').fill(PRODUCT.market);
  await page.getByLabel('Price Range (optional)').fill(PRODUCT.price);
  await expect(generate(page)).toBeEnabled();
  await checkScreen(page, 'form');

  // Hold the answer so the generating state can be seen; a double click still sends one request.
  let posts = 0;
  let release = () => {};
  await page.route('**/api/pain-point-analyses', async (route) => {
    if (route.request().method() === 'POST') {
      posts += 1;
      await new Promise<void>((r) => (release = r));
    }
    await route.fallback();
  });
  await generate(page).dblclick();
  await expect(page.getByRole('heading', { name: `Analyzing ${PRODUCT.name}` })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Generating the analysis' })).toBeVisible();
  await checkScreen(page, 'generating', { loading: true });
  release();

  await expect(page.getByText('Pain point analysis generated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.name);
  expect(posts).toBe(1);
  await expect(page.getByText(PRODUCT.market, { exact: true })).toBeVisible();
  await expect(page.getByText(PRODUCT.price, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Offline composer' })).toBeVisible();
  await expect(page.getByTestId('persona')).toHaveCount(3);
  await checkScreen(page, 'personas');

  await page.getByRole('tab', { name: 'Pain Points' }).click();
  await expect(page.getByTestId('pain-point').first()).toBeVisible();
  const high = page.getByTestId('pain-point').getByText('High', { exact: true }).first();
  await expect(high).toBeVisible();
  // Severity colours: High red (docs/product/pain-point-analysis.md).
  await expect(high).toHaveClass(/text-red-/);
  expect(await page.getByTestId('scroll-area').evaluate((e) => e.getBoundingClientRect().height)).toBe(600);
  await checkScreen(page, 'pain-points');

  await page.getByRole('tab', { name: 'Content Ideas' }).click();
  const idea = page.getByTestId('content-idea').first();
  await expect(idea.getByText('Blog Post', { exact: true })).toBeVisible();
  await idea.getByRole('button', { name: 'Copy as post brief' }).click();
  await expect(page.getByText('Post brief copied to clipboard!')).toBeVisible();
  const brief = await page.evaluate(() => navigator.clipboard.readText());
  expect(brief).toMatch(
    /^Post brief: .+\nType: Blog Post\nFor: .+\nPain point it answers: .+\nHook\/angle: .+\nCTA: .+$/,
  );
  await checkScreen(page, 'content-ideas');

  await page.getByRole('tab', { name: 'Positioning' }).click();
  await expect(page.getByRole('heading', { name: 'Unique Value Proposition' })).toBeVisible();
  await expect(page.getByText(/Calm Canine/).first()).toBeVisible();
  await checkScreen(page, 'positioning');
  await page.getByRole('tab', { name: 'Market Intel' }).click();
  await expect(page.getByRole('heading', { name: 'Market Size' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Competitive Landscape' })).toBeVisible();
  await checkScreen(page, 'market-intel');

  // The report: copied (button says so for 2 s) and downloaded, the same markdown.
  await page.getByRole('button', { name: 'Copy Report' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(page.getByText('Report copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('# Pain Point Analysis: Calm Canine');
  await expect(page.getByRole('button', { name: 'Copy Report' })).toBeVisible({ timeout: 3000 });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Report' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('pain-point-analysis-calm-canine.md');
  const text = readFileSync(await file.path(), 'utf8');
  expect(text).toBe(copied);
  for (const h of [
    '## Overview',
    '## Personas',
    '## Pain Points',
    '## Content Ideas',
    '## Positioning',
    '## Market Intelligence',
  ])
    expect(text).toContain(h);
  expect(text).toContain('| Persona | Pain point | Severity |');
  expect(text).toMatch(/Generated on \w+ \d+, \d{4}/);
  await expect(page.getByText('Report downloaded!')).toBeVisible();

  // Hand-off: the wizard opens with this product as the niche and the chosen persona's pain points.
  const handoff = page.getByRole('button', { name: 'Build Content Strategy' });
  await handoff.click();
  const dialog = page.getByRole('dialog');
  // The dialog loads on demand; closing it gives the focus back to its button.
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(handoff).toBeFocused();
  await handoff.click();
  const second = dialog.getByRole('radio').nth(1);
  await second.click();
  const personaName = ((await dialog.locator('label').nth(1).locator('span').first().textContent()) ?? '').trim();
  await dialog.getByRole('link', { name: 'Open the wizard' }).click();
  await expect(page).toHaveURL(/\/content-strategy\?from=pain-point-analysis/);
  await expect(page.getByLabel('Niche')).toHaveValue(`${PRODUCT.name} for ${PRODUCT.market}`);
  expect(new URL(page.url()).searchParams.get('audience')).toContain(personaName);
});

test('a failed generation keeps the answers and says so; nothing is saved', async ({ page, user: _ }) => {
  await page.route('**/api/pain-point-analyses', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 502, json: { error: 'Failed to generate pain point analysis' } })
      : route.fallback(),
  );
  await page.goto('/pain-point-analysis/new');
  await page.getByLabel('Product Name').fill(PRODUCT.name);
  await page.getByLabel('Product Description').fill(PRODUCT.description);
  await generate(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to generate pain point analysis' })).toBeVisible();
  await expect(page.getByLabel('Product Name')).toHaveValue(PRODUCT.name);
  await expect(generate(page)).toBeEnabled();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'No Analyses Yet' })).toBeVisible();
});

test('list cards open the detail; delete asks first, from the list and from the open analysis; light theme and a phone', async ({
  page,
  user,
}, info) => {
  const api = (json: unknown) =>
    rawRequest('/api/pain-point-analyses', {
      json,
      cookie: user.cookie,
      localAddress: nextLocalAddress(info.workerIndex),
    });
  const long = 'Supercalifragilisticexpialidociousbookkeepingforbakeriesandcafesacrossthecity';
  for (const body of [
    {
      productName: 'Tidy Ledger',
      productDescription: 'Monthly bookkeeping for small bakeries and cafes.',
      targetMarket: 'Independent bakery owners',
      priceRange: '£120 per month',
    },
    { productName: long, productDescription: `${long} ${long}`, targetMarket: long },
  ]) {
    const res = await api(body);
    expect(res.status, res.body).toBe(201);
  }
  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'light'));
  await page.goto('/pain-point-analysis');
  await expect(page.locator('html')).toHaveClass('light');
  const cards = page.getByTestId('analysis-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(long);
  await expect(cards.nth(1)).toContainText('Tidy Ledger');
  await expect(cards.nth(1)).toContainText('3 personas');
  await expect(cards.nth(1)).toContainText('£120 per month');
  await checkScreen(page, 'list', { theme: 'light' });

  await cards
    .nth(0)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this analysis?');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards).toHaveCount(2);
  await cards
    .nth(0)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Analysis deleted successfully!')).toBeVisible();
  await expect(cards).toHaveCount(1);
  // The toast itself passes axe in the light theme (its colours come from the design tokens), once it has
  // finished fading in.
  await expect(page.locator('[data-sonner-toast]').first()).toHaveCSS('opacity', '1');
  const toastCheck = await new AxeBuilder({ page }).include('[data-sonner-toaster]').analyze();
  expect(toastCheck.violations.map((v) => v.id)).toEqual([]);
  await expect(page.getByText('Analysis deleted successfully!')).toBeHidden({ timeout: 10_000 });

  await page.setViewportSize({ width: 375, height: 812 });
  await cards.nth(0).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tidy Ledger');
  await page.getByRole('tab', { name: 'Pain Points' }).click();
  expect(await page.getByTestId('scroll-area').evaluate((e) => e.getBoundingClientRect().height)).toBe(500);
  await page.setViewportSize({ width: 1280, height: 800 });
  await checkScreen(page, 'detail', { theme: 'light' });

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/pain-point-analysis');
  await expect(page.getByRole('heading', { name: 'No Analyses Yet' })).toBeVisible();
});
