import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readDocx, readPdf } from '../../src/shared/export/testing';
import { expect, test } from './fixtures';
import { screenChecker } from './support/screens';

const checkScreen = screenChecker('lm-');
const TITLE = 'The Night Shift Meal Prep Kit';
const AUDIENCE = 'Nurses working night shifts';
const SECTIONS = [
  ['Your one-hour prep session', 'How to prep a week of meals in one hour.'],
  ['Snacks that beat the vending machine', 'Ten snacks that keep energy steady.'],
  ['Eating at 4 am', 'What to eat in the middle of the night.'],
];

const next = (page: Page) => page.getByRole('button', { name: 'Next' });
/** Next fades in as it turns enabled; axe measured its contrast mid-fade once, so wait for the fade. */
async function nextSettled(page: Page) {
  await expect(next(page)).toBeEnabled();
  await expect.poll(() => next(page).evaluate((el) => el.getAnimations().length)).toBe(0);
}
const step = (page: Page, n: number, title: string) =>
  Promise.all([
    expect(page.getByText(`Step ${n} of 6`)).toBeVisible(),
    expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible(),
  ]);

/** Every script a page has loaded so far, with its text, to look for the export libraries. */
async function loadedScripts(page: Page) {
  return page.evaluate(async () => {
    const urls = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js'));
    return Promise.all(urls.map(async (url) => ({ url, text: await (await fetch(url)).text() })));
  });
}
// Strings only the libraries hold: pdfmake's default font table, and docx's WordprocessingML namespace.
const PDF_LIBRARY = 'Roboto-Medium.ttf';
const WORD_LIBRARY = 'schemas.openxmlformats.org/wordprocessingml/2006/main';

test('the wizard end to end: every step rule, a failure, then results, tabs and all downloads', async ({
  page,
  context,
  user: _,
}) => {
  // Three downloads, two of them built in the browser: generous, for a loaded CI machine.
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/lead-magnet-generator');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead Magnet Generator');
  await expect(page.getByTestId('lm-quota')).toHaveText('Lead magnets this month: 0/3');
  await expect(page.getByRole('heading', { name: 'No Lead Magnets Yet' })).toBeVisible();
  await checkScreen(page, 'empty');

  // The export libraries are not part of the page's first download.
  const initial = await loadedScripts(page);
  expect(initial.length).toBeGreaterThan(0);
  for (const s of initial) {
    expect(s.text.includes(PDF_LIBRARY), s.url).toBe(false);
    expect(s.text.includes(WORD_LIBRARY), s.url).toBe(false);
  }

  await page.getByRole('link', { name: 'Create New Lead Magnet' }).first().click();
  await step(page, 1, 'Basic Information');
  await expect(page.getByText('17% complete')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await page.getByLabel('Title').fill('   ');
  await page.getByLabel('Target audience').fill(AUDIENCE);
  await expect(next(page)).toBeDisabled();
  await page.getByLabel('Title').fill(TITLE);
  await page.getByLabel('Description (optional)').fill('Eat well on nights without cooking every day.');
  await expect(next(page)).toBeEnabled();
  await nextSettled(page);
  await checkScreen(page, 'step-1');
  await next(page).click();

  await step(page, 2, 'Target Audience');
  await expect(page.getByText('33% complete')).toBeVisible();
  await expect(page.getByTestId('lm-audience-readonly')).toHaveText(AUDIENCE);
  await expect(next(page)).toBeDisabled();
  const industry = page.getByRole('combobox', { name: 'Industry' });
  await expect(industry.locator('option:checked')).toHaveText('Select your industry');
  await expect(industry.locator('option:not([disabled])')).toHaveCount(15);
  await industry.selectOption({ label: 'Healthcare' });
  await nextSettled(page);
  await checkScreen(page, 'step-2');
  await next(page).click();

  await step(page, 3, 'Pain Points & Problems');
  await expect(next(page)).toBeDisabled();
  const pain = page.getByLabel('Add a pain point');
  await pain.fill('  No time to cook after a shift  ');
  await pain.press('Enter');
  await pain.fill('no time to cook after a shift');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await pain.fill('   ');
  await pain.press('Enter');
  const chips = page.getByRole('list', { name: 'Pain points', exact: true }).getByRole('listitem');
  await expect(chips).toHaveText(['No time to cook after a shift']);
  const common = page.getByRole('list', { name: 'Common pain points' }).getByRole('button');
  await expect(common).toHaveCount(10);
  await common.filter({ hasText: 'Lack of time' }).click();
  await common.filter({ hasText: 'Limited budget' }).click();
  await expect(chips).toHaveText(['No time to cook after a shift', 'Lack of time', 'Limited budget']);
  await expect(common).toHaveCount(8);
  await page.getByRole('button', { name: 'Remove "Limited budget"' }).click();
  await expect(chips).toHaveCount(2);
  await expect(next(page)).toBeEnabled();
  await nextSettled(page);
  await checkScreen(page, 'step-3');
  await next(page).click();

  await step(page, 4, 'Lead Magnet Type');
  await expect(page.getByRole('radio')).toHaveCount(8);
  await expect(page.getByText('trending', { exact: true })).toHaveCount(2);
  await expect(next(page)).toBeDisabled();
  await page.getByLabel('Viral Hooks Collection').check();
  await nextSettled(page);
  await checkScreen(page, 'step-4');
  await next(page).click();

  await step(page, 5, 'Content Outline');
  await expect(next(page)).toBeDisabled();
  await page.getByRole('textbox', { name: 'Learning objectives' }).fill('Prep a week of meals in one hour');
  await page.getByRole('textbox', { name: 'Learning objectives' }).press('Enter');
  const addSection = page.getByRole('button', { name: 'Add Section' });
  await page.getByLabel('Section title').fill('A title alone');
  await expect(addSection).toBeDisabled();
  await page.getByLabel('Section title').fill('');
  for (const [title, description] of SECTIONS) {
    await page.getByLabel('Section title').fill(title ?? '');
    await page.getByLabel('Section description').fill(description ?? '');
    await addSection.click();
  }
  await expect(page.getByRole('list', { name: 'Content sections' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('lm-section-advice')).toHaveText('3 sections: within the recommended 3-7.');
  await nextSettled(page);
  await checkScreen(page, 'step-5');
  await next(page).click();

  await step(page, 6, 'Design Preferences');
  await expect(page.getByText('100% complete')).toBeVisible();
  await expect(page.getByLabel('Professional (blues)')).toBeChecked();
  await expect(page.getByLabel(/^Modern: /)).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Include images' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Include charts' })).not.toBeChecked();
  await page.getByLabel('Natural (greens)').check();
  await page.getByLabel(/^Classic: /).check();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(TITLE);
  await checkScreen(page, 'step-6');

  // The first try fails: the wizard stays on step 6 and says why.
  let posts = 0;
  let release = () => {};
  await page.route('**/api/lead-magnets', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts += 1;
    expect(route.request().headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    if (posts === 1)
      return route.fulfill({
        status: 502,
        json: { error: 'Failed to generate lead magnet: The AI provider is not answering right now.' },
      });
    await new Promise<void>((r) => (release = r));
    return route.fallback();
  });
  const generate = page.getByRole('button', { name: 'Generate Lead Magnet' });
  await generate.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to generate lead magnet: The AI provider' }),
  ).toBeVisible();
  await expect(page.getByText('Step 6 of 6')).toBeVisible();
  await checkScreen(page, 'failed');

  await generate.click();
  const working = page.getByRole('button', { name: 'Generating...' });
  await expect(working).toBeDisabled();
  // Released only once the held request has reached the route, or it would wait forever.
  await expect.poll(() => posts).toBe(2);
  release();

  await expect(page.getByText('Lead magnet generated successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  expect(posts).toBe(2);

  // Preview: the spec's parts, 10 hooks per category and the rest counted.
  for (const h of [
    'Executive Summary',
    'Viral Hooks Collection',
    'Hook Templates',
    'Viral Formulas',
    'Main Content',
    'Analytics Guide',
    'Actionable Takeaways',
  ])
    await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
  const category = page.getByTestId('lm-hooks').getByRole('region').first();
  await expect(category.locator('ol > li')).toHaveCount(10);
  // The offline composer writes 11-12 hooks per category of a hooks collection.
  await expect(category.getByText(/^\+[12] more hooks in this category\.\.\.$/)).toBeVisible();
  for (const [title] of SECTIONS)
    await expect(page.getByTestId('lm-main-content').getByRole('heading', { name: title })).toBeVisible();
  await checkScreen(page, 'preview');

  await page.getByRole('tab', { name: 'Content' }).click();
  await expect(page.getByText(AUDIENCE, { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pain points', exact: true })).toContainText('Lack of time');
  await page.getByRole('button', { name: 'Copy JSON' }).click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  const json = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
    mainContent: { title: string }[];
  };
  expect(json.mainContent.map((m) => m.title)).toEqual(SECTIONS.map(([t]) => t));
  await checkScreen(page, 'content');

  await page.getByRole('tab', { name: 'Export' }).click();
  await expect(page.getByRole('heading', { name: 'Next Steps' })).toBeVisible();
  await checkScreen(page, 'export');
  const download = async (name: string) => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
    return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(await file.path())) };
  };
  const text = await download('Download Text');
  expect(text.name).toBe('the_night_shift_meal_prep_kit.txt');
  const plain = new TextDecoder().decode(text.bytes);
  expect(plain).toContain(TITLE);
  expect(plain).toContain(`Target audience: ${AUDIENCE}`);
  for (const [title] of SECTIONS) expect(plain).toContain(title?.toUpperCase());

  const pdf = await download('Download PDF');
  expect(pdf.name).toBe('the_night_shift_meal_prep_kit.pdf');
  const read = await readPdf(pdf.bytes);
  expect(read.count).toBeGreaterThanOrEqual(3);
  expect(read.pages[0]).toContain(TITLE);
  expect(read.pages[0]).toContain(`For ${AUDIENCE}`);
  for (const h of [
    'Executive Summary',
    'Viral Hooks Collection',
    'Actionable Takeaways',
    ...SECTIONS.map(([t]) => t ?? ''),
  ])
    expect(read.text).toContain(h);
  expect(read.text).toContain(`Page 2 of ${read.count}`);

  const word = await download('Download Word');
  expect(word.name).toBe('the_night_shift_meal_prep_kit.docx');
  const { xml } = await readDocx(word.bytes);
  for (const [title] of SECTIONS) expect(xml).toContain(title);
  expect(xml).toContain('Executive Summary');

  // Now, and only now, the libraries have been loaded.
  const after = await loadedScripts(page);
  expect(after.some((s) => s.text.includes(PDF_LIBRARY))).toBe(true);
  expect(after.some((s) => s.text.includes(WORD_LIBRARY))).toBe(true);
});

test('back on the first step returns to the list', async ({ page, user: _ }) => {
  await page.goto('/lead-magnet-generator/new');
  await step(page, 1, 'Basic Information');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/lead-magnet-generator$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead Magnet Generator');
});
