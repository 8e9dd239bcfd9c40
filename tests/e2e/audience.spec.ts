import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Screenshots the way the screen is reviewed: test-results/screens/audience-<name>.png, the whole page,
 * or only the window for a dialog (which sits in the middle of the window, not of the page). The chart's
 * bars grow in for 200 ms after each resize.
 */
async function shot(page: Page, name: string, { fullPage = true } = {}) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `test-results/screens/audience-${name}.png`, fullPage });
}

async function noSerious(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => v.id),
    JSON.stringify(serious.map((v) => v.nodes.map((n) => n.html))),
  ).toEqual([]);
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// Three readers and one row the import must skip: the header is line 1, so the bad row is line 5.
const CSV = [
  'email,first_name',
  'ada@example.com,Ada',
  'grace@example.com,Grace',
  'lin@example.com,Lin',
  'not-an-email,Bo',
  '',
].join('\n');

const CONSENT = 'They signed up for my newsletter at my workshop in 2024.';

const rows = (page: Page) => page.getByTestId('subscriber-row');
const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`);

async function download(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: (await readFile(path, 'utf8')).replace(/^\uFEFF/, '') };
}

test('a new list: import a CSV, search, filter, export, delete, and the dashboard counts it', async ({
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

  await page.getByRole('link', { name: 'Audience', exact: true }).click();
  await expect(page).toHaveURL(/\/audience$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audience' })).toBeVisible();
  await expect(page.getByText('No subscribers yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open your lead magnets' })).toHaveAttribute(
    'href',
    '/lead-magnet-generator',
  );
  await expect(stat(page, 'Subscribed')).toHaveText('0');
  await expect(page.getByText('No new subscribers in the last 30 days.')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Audience' }).getByRole('link', { name: 'Opt-in pages' }),
  ).toHaveAttribute('href', '/audience/pages');
  await noSerious(page);
  await shot(page, 'empty-1280-dark');

  // The import: a file, its columns, the consent, then what it did.
  await page.getByRole('button', { name: 'Import subscribers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import subscribers' });
  await expect(dialog).toContainText('Step 1 of 3');
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'readers.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expect(dialog).toContainText('Step 2 of 3');
  await expect(dialog.getByLabel('Email column')).toHaveValue('email');
  await expect(dialog.getByLabel('First name column (optional)')).toHaveValue('first_name');
  await expect(dialog.getByRole('region', { name: 'The first rows of the file' })).toContainText('grace@example.com');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText(/Say how these people agreed/)).toBeVisible();
  await dialog.getByLabel('How did these people agree to hear from you?').fill(CONSENT);
  await noSerious(page);
  await shot(page, 'import-mapping-1280-dark', { fullPage: false });
  await dialog.getByRole('button', { name: 'Import' }).dblclick();
  await expect(dialog.getByRole('status')).toHaveText('3 imported, 0 already on your list, 1 row skipped');
  await expect(dialog.getByRole('list', { name: 'Skipped rows' })).toContainText('Line 5:');
  await expect(dialog.getByRole('list', { name: 'Skipped rows' })).toContainText('not-an-email');
  await shot(page, 'import-result-1280-dark', { fullPage: false });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Import subscribers' })).toBeFocused();

  // Listed once each (the double click sent one import), subscribed, from the import.
  await expect(rows(page)).toHaveCount(3);
  for (const row of await rows(page).all()) {
    await expect(row).toContainText('Subscribed');
    await expect(row).toContainText('Import');
  }
  await expect(page.getByText('Showing 1–3 of 3')).toBeVisible();
  await expect(stat(page, 'Subscribed')).toHaveText('3');
  await expect(page.getByText('3 new subscribers in the last 30 days', { exact: false })).toBeVisible();

  // Search, once typing pauses; the address keeps it.
  await page.getByLabel('Search').fill('grace');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('grace@example.com');
  await expect(page).toHaveURL(/\?q=grace$/);

  // The export takes the same filters.
  let file = await download(page, page.getByRole('button', { name: 'Export CSV' }));
  expect(file.name).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  let lines = file.text.trim().split(/\r?\n/);
  expect(lines[0]).toBe('email,first_name,status,source,source_page,signed_up,confirmed');
  expect(lines.slice(1).map((l) => l.split(',').slice(0, 4).join(','))).toEqual([
    'grace@example.com,Grace,subscribed,import',
  ]);

  // A status nobody has: the filtered-empty state, and Clear filters brings all back.
  await page.getByLabel('Status').selectOption('unconfirmed');
  await expect(page.getByText('No subscribers match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByLabel('Search')).toHaveValue('');
  await expect(page).toHaveURL(/\/audience$/);
  await page.getByLabel('Status').selectOption('subscribed');
  await expect(page).toHaveURL(/\?status=subscribed$/);
  await expect(rows(page)).toHaveCount(3);

  file = await download(page, page.getByRole('button', { name: 'Export CSV' }));
  lines = file.text.trim().split(/\r?\n/);
  expect(lines[0]).toBe('email,first_name,status,source,source_page,signed_up,confirmed');
  expect(
    lines
      .slice(1)
      .map((l) => l.split(',')[0])
      .sort(),
  ).toEqual(['ada@example.com', 'grace@example.com', 'lin@example.com']);

  // Delete one, after saying what it erases.
  await page.getByRole('button', { name: 'Delete ada@example.com' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete ada@example.com?');
  await expect(confirm).toContainText('This erases the address and its history from your list. It cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Subscriber deleted')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByText('ada@example.com')).toHaveCount(0);
  await expect(stat(page, 'Subscribed')).toHaveText('2');

  await page.goto('/dashboard');
  await expect(card.getByTestId('audience-subscribed')).toHaveText('2');
  await expect(card.getByTestId('audience-new')).toHaveText('+2 new in the last 7 days');
  await shot(page, 'dashboard-1280-dark');
  await card.getByRole('link', { name: 'Open Audience' }).click();
  await expect(page).toHaveURL(/\/audience$/);
});

test('a file that is not CSV text is refused before it is sent', async ({ page, user: _ }) => {
  let previews = 0;
  await page.route('**/api/audience/subscribers/import/preview', (route) => {
    previews += 1;
    return route.fallback();
  });
  await page.goto('/audience');
  await page.getByRole('button', { name: 'Import subscribers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import subscribers' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'readers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]),
  });
  await expect(dialog.getByRole('alert')).toContainText('This file is not a CSV text file');
  await expect(dialog).toContainText('Step 1 of 3');
  expect(previews).toBe(0);
});

// ---- Long content, many rows, both themes, a phone -------------------------------------------------

const PAGE_ID = '0b7c3f52-7a2e-4d8e-9f51-3c2a1b0e9d44';
const LONG_EMAIL = `${'x'.repeat(388)}@example.com`;
const LONG_NAME = 'N'.repeat(120);
const LONG_HEADLINE = `${'Calm mornings for busy parents who want '.repeat(3)}a plan`.slice(0, 120);
const STATUSES = ['subscribed', 'unconfirmed', 'unsubscribed', 'bounced'] as const;

function fiftyRows() {
  return Array.from({ length: 50 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    email: i === 0 ? LONG_EMAIL : `reader${i + 1}@example.com`,
    first_name: i === 0 ? LONG_NAME : i % 3 === 0 ? null : `Reader ${i + 1}`,
    status: STATUSES[i % 4],
    source: i % 2 === 0 ? 'page' : 'import',
    source_page: i % 2 === 0 ? { id: PAGE_ID, slug: 'calm-mornings', headline: LONG_HEADLINE } : null,
    consent_basis: null,
    created_at: new Date(Date.now() - i * 3_600_000).toISOString(),
    confirmed_at: null,
  }));
}

function perDay() {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  return Array.from({ length: 30 }, (_, i) => ({
    day: new Date(today - (29 - i) * 86_400_000).toISOString().slice(0, 10),
    count: [0, 2, 5, 1, 0, 8, 12, 3, 0, 0, 4, 6, 9, 15, 7, 2, 1, 0, 3, 5, 11, 14, 6, 2, 0, 1, 4, 7, 10, 3][i] ?? 0,
  }));
}

/** The list, its counts and the sending limit as a member with a busy list would see them. */
async function busyList(page: Page) {
  await page.route(
    (url) => url.pathname === '/api/audience/subscribers',
    (route) => route.fulfill({ json: { items: fiftyRows(), total: 312 } }),
  );
  await page.route('**/api/audience/subscribers/stats', (route) =>
    route.fulfill({
      json: {
        total: 312,
        by_status: { subscribed: 248, unconfirmed: 31, unsubscribed: 27, bounced: 6 },
        per_day: perDay(),
      },
    }),
  );
  await page.route('**/api/audience/pages/sending', (route) =>
    route.fulfill({ json: { sent_today: 500, daily_limit: 500, waiting_for_tomorrow: 120 } }),
  );
  await page.route(
    (url) => url.pathname === '/api/audience/pages',
    (route) => route.fulfill({ json: [{ id: PAGE_ID, headline: LONG_HEADLINE, slug: 'calm-mornings' }] }),
  );
}

for (const theme of ['dark', 'light'] as const) {
  test(`50 rows, a 400-character address and a 120-character name fit a phone, ${theme} theme`, async ({
    page,
    user: _,
  }) => {
    await page.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
    await busyList(page);
    await page.goto('/audience');
    await expect(rows(page)).toHaveCount(50);
    await expect(page.getByText('Showing 1–50 of 312')).toBeVisible();
    await expect(
      page.getByText("You reached today's sending limit of 500 emails. 120 emails wait and go out tomorrow."),
    ).toBeVisible();
    await expect(stat(page, 'Subscribed')).toHaveText('248');
    await expect(page.getByTestId('audience-chart').locator('svg.recharts-surface')).toBeVisible();
    await expect(page.getByRole('table', { name: 'New subscribers per day, last 30 days' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await noSerious(page);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, `list-1280-${theme}`);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByTestId('subscriber-card')).toHaveCount(50);
    await expect(rows(page).first()).toBeHidden();
    expect(await sideways(page), 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);
    await shot(page, `list-375-${theme}`);

    // The delete dialog names the long address and still fits.
    await page.getByRole('button', { name: `Delete ${LONG_EMAIL}` }).click();
    await expect(page.getByRole('alertdialog')).toContainText(`Delete ${LONG_EMAIL}?`);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, `delete-375-${theme}`, { fullPage: false });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    // The import dialog at 375 px, with a wide file.
    const wide = [
      'email,first_name,company,city,country,notes',
      `${LONG_EMAIL},${LONG_NAME},Acme,Lisbon,PT,${'n'.repeat(150)}`,
    ].join('\n');
    await page.getByRole('button', { name: 'Import subscribers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import subscribers' });
    await expect(dialog).toContainText('Step 1 of 3');
    await shot(page, `import-file-375-${theme}`, { fullPage: false });
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'wide.csv', mimeType: 'text/csv', buffer: Buffer.from(wide) });
    await expect(dialog).toContainText('Step 2 of 3');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, `import-mapping-375-${theme}`, { fullPage: false });
  });
}
