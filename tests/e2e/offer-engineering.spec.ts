import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenChecker } from './support/screens';

const checkScreen = screenChecker('offer-');

const ANSWERS = {
  business: 'Good Dog Academy',
  audience: 'New puppy owners who work full time',
  problem: 'Their puppy pulls on the leash, chews furniture and barks when left alone',
  solution: 'YouTube videos and group classes at the pet store',
  gaps: 'Classes are on weekday evenings and videos do not fit their dog',
  outcome: 'A calm, well-behaved dog that can be left alone for a workday',
};
const SECTIONS = [
  'Business Overview',
  'Problem and Solution',
  'Value Scorecard',
  'Core Offer',
  'Power Offer',
  'Offer Stack',
  'Offer Scripts',
];

const next = (page: Page) => page.getByRole('button', { name: 'Next' });

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).selectOption({ label: option });
}

/** The PDF's pages as text, read with pdf.js as a PDF reader would. */
async function pdfText(path: string): Promise<{ pages: string[]; count: number }> {
  // pdf.js uses Promise.withResolvers, which Node gained in version 22; the app supports Node 20.
  const P = Promise as unknown as { withResolvers?: unknown };
  P.withResolvers ??= () => {
    let resolve: unknown;
    let reject: unknown;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(path)), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages, count: pdf.numPages };
}

test('empty list -> wizard with its validation -> generating -> list -> detail, copy, PDF, delete', async ({
  page,
  context,
  user: _,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/offer-engineering');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offer Engineering');
  await expect(page.getByRole('heading', { name: 'No offers yet' })).toBeVisible();
  await checkScreen(page, 'empty');

  await page.getByRole('link', { name: 'Create New Offer' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offer Engineering Wizard');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByText('33%')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Business Info' })).toBeVisible();

  // Step 1 needs the business name and the audience; blanks count as missing.
  await page.getByLabel('Business Name').fill('   ');
  await next(page).click();
  await expect(page.getByText('Business name must not be empty')).toBeVisible();
  await expect(page.getByText('Target audience must not be empty')).toBeVisible();
  await expect(page.getByLabel('Business Name')).toBeFocused();
  await checkScreen(page, 'step1-errors');
  await page.getByLabel('Business Name').fill(ANSWERS.business);
  await page.getByLabel('Target Audience').fill(ANSWERS.audience);
  await choose(page, 'Industry (optional)', 'Other');
  await choose(page, 'Current Revenue (optional)', '$0 - $10k per month');
  await expect(page.getByText('Business name must not be empty')).toHaveCount(0);
  await next(page).click();

  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByText('67%')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Problem & Solution' })).toBeVisible();
  await next(page).click();
  await expect(page.getByText('Main problem must not be empty')).toBeVisible();
  await expect(page.getByText('Desired outcome must not be empty')).toBeVisible();
  await page.getByLabel('Main Problem').fill(ANSWERS.problem);
  await page.getByLabel('Current Solution').fill(ANSWERS.solution);
  await page.getByLabel('Solution Gaps').fill(ANSWERS.gaps);
  await page.getByLabel('Desired Outcome').fill(ANSWERS.outcome);
  await checkScreen(page, 'step2');
  // Previous keeps every answer.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Business Name')).toHaveValue(ANSWERS.business);
  await next(page).click();
  await expect(page.getByLabel('Desired Outcome')).toHaveValue(ANSWERS.outcome);
  await next(page).click();

  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByText('100%')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Offer Details' })).toBeVisible();
  await expect(page.getByTestId('offer-summary')).toContainText(ANSWERS.outcome);
  await choose(page, 'Price Range (optional)', '$100 - $500');
  await choose(page, 'Timeline to Results (optional)', '1-4 weeks');
  await checkScreen(page, 'step3');

  // Hold the answer so 'Generating Offer...' can be seen; a double click still sends one request.
  let posts = 0;
  let key = '';
  let release = () => {};
  await page.route('**/api/offers', async (route) => {
    if (route.request().method() === 'POST') {
      posts += 1;
      key = (await route.request().headerValue('idempotency-key')) ?? '';
      await new Promise<void>((r) => (release = r));
    }
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Generate Offer' }).dblclick();
  const generating = page.getByRole('button', { name: 'Generating Offer...' });
  await expect(generating).toBeVisible();
  await expect(generating).toBeDisabled();
  release();

  await expect(page.getByText('Offer generated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/offer-engineering$/);
  expect(posts).toBe(1);
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  const card = page.getByTestId('offer-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: ANSWERS.business })).toBeVisible();
  await expect(card.getByText(ANSWERS.audience)).toBeVisible();
  await expect(card.getByTestId('offer-status')).toHaveText('completed');
  await expect(card.getByText('Other', { exact: true })).toBeVisible();
  await expect(card.getByText('$100 - $500', { exact: true })).toBeVisible();
  await checkScreen(page, 'list');

  await card.getByRole('link', { name: `View the offer for ${ANSWERS.business}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ANSWERS.business);
  for (const h of SECTIONS) await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
  // Readable sections, never raw JSON.
  const body = (await page.locator('main').innerText()) ?? '';
  expect(body).not.toMatch(/[{}]|"core_offer"|core_offer|\[object/);
  await expect(page.getByRole('meter')).toHaveCount(4);
  await expect(page.getByRole('meter', { name: 'Time delay' })).toHaveAttribute('aria-valuenow', '8');
  await expect(page.getByTestId('value-ratio')).toContainText(/\d+(\.\d)? : 1/);
  await expect(page.getByTestId('core-price')).toHaveText('$297 one-time');
  await expect(page.getByTestId('bonus')).toHaveCount(3);
  await expect(page.getByTestId('stack-item')).toHaveCount(6);
  await expect(page.getByText('Your puppy pulls on the leash, chews furniture').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Offline composer' })).toBeVisible();
  await checkScreen(page, 'detail');

  // Copy: the core, power, stack and scripts sections as formatted text.
  await page.getByRole('button', { name: 'Copy the offer' }).click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const h of ['CORE OFFER: Good Dog Academy 4-Week Accelerator', 'POWER OFFER: ', 'OFFER STACK', 'OFFER SCRIPTS'])
    expect(copied).toContain(h);
  expect(copied).toMatch(/Total value: \$[\d,]+ for \$297 one-time \(\d+(\.\d)? : 1\)/);
  expect(copied).not.toContain('{');

  // The PDF: a real file whose text holds the title and every section heading.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('offer-good-dog-academy.pdf');
  const pdf = await pdfText(await file.path());
  expect(pdf.count).toBeGreaterThanOrEqual(3);
  const all = pdf.pages.join('\n');
  expect(pdf.pages[0]).toContain('Good Dog Academy 4-Week Accelerator');
  for (const h of SECTIONS) expect(all).toContain(h);
  expect(all).toContain('$297 one-time');
  await expect(page.getByText('PDF downloaded!')).toBeVisible();

  // Delete: the spec's question, then back to an empty list.
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Are you sure you want to delete this offer?')).toBeVisible();
  await checkScreen(page, 'delete-dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Offer deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/offer-engineering$/);
  await expect(page.getByRole('heading', { name: 'No offers yet' })).toBeVisible();
});

test('a failed generation stays on the last step with the reason; the answers are kept', async ({ page, user: _ }) => {
  await page.route('**/api/offers', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 502, json: { error: 'Failed to generate offer' } })
      : route.fallback(),
  );
  await page.goto('/offer-engineering/new');
  await page.getByLabel('Business Name').fill('Ledger & Co');
  await page.getByLabel('Target Audience').fill('bakery owners');
  await next(page).click();
  await page.getByLabel('Main Problem').fill('Receipts in a shoebox');
  await page.getByLabel('Desired Outcome').fill('Know their profit every month');
  await next(page).click();
  await page.getByRole('button', { name: 'Generate Offer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to generate offer' })).toBeVisible();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Offer' })).toBeEnabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Main Problem')).toHaveValue('Receipts in a shoebox');
});

test('Cancel on the first step returns to the list; an unknown offer says so', async ({ page, user: _ }) => {
  await page.goto('/offer-engineering/new');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/offer-engineering$/);
  await page.goto('/offer-engineering/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Offer not found' })).toBeVisible();
  await expect(page.getByText('That offer does not exist.')).toBeVisible();
});
