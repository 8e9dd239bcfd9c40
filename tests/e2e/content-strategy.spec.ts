import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import Papa from 'papaparse';
import { expect, type SeededUser, test } from './fixtures';
import { baseURL, nextLocalAddress, rawRequest } from './support/server';
import { screenChecker } from './support/screens';

const checkScreen = screenChecker();

const NICHE = 'Meal prep for night-shift nurses <b>&</b>';
const PLAN_INPUT = {
  brandName: 'Calm Kitchen',
  niche: 'Meal prep for night-shift nurses',
  audience: 'Nurses working 12-hour night shifts',
  painPoints: ['No energy to cook after a shift', 'Vending machine dinners'],
  promise: 'Eat well on nights without spending your day off cooking',
  contentPillars: ['Educational & Tips', 'Personal Stories', 'Night-shift hacks'],
  scriptTypes: ['Hook-Story-Secret-CTA', 'Quick Tips & Lists'],
};
const JOB_URL = /\/api\/content-strategy\/jobs\/[0-9a-f-]{36}$/;
const ACTIVE_URL = /\/api\/content-strategy\/jobs\/active$/;

interface Job {
  id: string;
  status: string;
  batches_done: number;
  plan_id: string | null;
}

/** A job answered as still running, whatever the server says (the offline composer finishes at once). */
const asRunning = async (route: Route, batchesDone: number) => {
  const job = (await (await route.fetch()).json()) as Job;
  await route.fulfill({ json: { ...job, status: 'running', batches_done: batchesDone, plan_id: null } });
};

const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const download = async (page: Page, click: () => Promise<void>) => {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
};

test('wizard -> generation with progress -> results, exports and share link -> My Content Plans', async ({
  page,
  browser,
  context,
  user: _,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/content-strategy?niche=${encodeURIComponent(NICHE)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content Strategy');
  await expect(page.getByTestId('plan-usage')).toHaveText('0 of 4 plans used this month');

  // Step 1: the niche comes from the address, as text; brand and niche are both required.
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await expect(page.getByLabel('Niche')).toHaveValue(NICHE);
  await expect(next(page)).toBeDisabled();
  await expect(page.locator('#wizard-hint')).toHaveText('Enter your brand name and niche to continue.');
  await page.getByLabel('Brand name').fill('Calm Kitchen');
  await page.getByLabel('Niche').fill('   ');
  await expect(next(page)).toBeDisabled();
  await page.getByLabel('Niche').fill(PLAN_INPUT.niche);
  await expect(page.getByTestId('wizard-tips')).toContainText('narrow niche');
  await next(page).click();

  // Step 2: audience suggestions (their own states), pick one.
  await expect(page.getByText('Step 2 of 6')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Suggest audiences' }).click();
  await expect(page.getByText('Audience suggestions generated!')).toBeVisible();
  const audience = page.getByRole('list', { name: 'Suggestions to pick from' }).getByRole('button').first();
  const picked = (await audience.textContent()) ?? '';
  await audience.click();
  await expect(audience).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Target audience')).toHaveValue(picked);
  await checkScreen(page, 'content-wizard-audience');
  await next(page).click();

  // Step 3: comma-separated pain points are trimmed and blanks dropped; suggestions add more.
  await expect(next(page)).toBeDisabled();
  await page
    .getByLabel('Add pain points, separated by commas')
    .fill(' No energy to cook after a shift ,,  , Vending machine dinners ');
  await page.getByLabel('Add pain points, separated by commas').press('Enter');
  const chosen = page.getByRole('list', { name: 'Your pain points' }).getByRole('listitem');
  await expect(chosen).toHaveText(['No energy to cook after a shift', 'Vending machine dinners']);
  await page.getByRole('button', { name: 'Suggest pain points' }).click();
  await expect(page.getByText('Pain points generated!')).toBeVisible();
  await page.getByRole('list', { name: 'Suggestions to pick from' }).getByRole('button').first().click();
  await expect(page.getByTestId('pain-point-count')).toHaveText('Your pain points (3)');
  await page.getByRole('button', { name: 'Remove "Vending machine dinners"' }).click();
  await expect(page.getByTestId('pain-point-count')).toHaveText('Your pain points (2)');
  await checkScreen(page, 'content-wizard-pain-points', { axe: false });
  await next(page).click();

  // Step 4: pillars with guidance; custom pillars refuse blanks and duplicates and can be removed.
  await expect(page.getByTestId('pillar-guidance')).toContainText('Consider selecting at least 3 pillars');
  await expect(next(page)).toBeDisabled();
  await page.getByRole('button', { name: /^Educational & Tips/ }).click();
  await page.getByRole('button', { name: /^Personal Stories/ }).click();
  const custom = page.getByLabel('Add your own pillar');
  await page.getByRole('button', { name: 'Add custom pillar' }).click();
  await expect(page.getByText('Type a pillar name first.')).toBeVisible();
  await custom.fill('personal stories');
  await custom.press('Enter');
  await expect(page.getByText('"Personal Stories" is already in your list.')).toBeVisible();
  await custom.fill('Night-shift hacks');
  await custom.press('Enter');
  await expect(page.getByTestId('pillar-guidance')).toContainText('3 pillars selected: Optimal Range');
  await custom.fill('Recipes');
  await page.getByRole('button', { name: 'Add custom pillar' }).click();
  await page.getByRole('button', { name: 'Remove "Recipes"' }).click();
  await expect(page.getByRole('list', { name: 'Your custom pillars' }).getByRole('listitem')).toHaveText([
    'Night-shift hacks',
  ]);
  await checkScreen(page, 'content-wizard-pillars');
  await next(page).click();

  // Step 5: the first format is selected by default; shares are renormalised over the chosen ones.
  const first = page.getByRole('button', { name: /^Hook-Story-Secret-CTA/ });
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('share-Hook-Story-Secret-CTA')).toHaveText(
    'Default share 35% · 100% of your plan, 30 videos',
  );
  await page.getByRole('button', { name: /^Quick Tips & Lists/ }).click();
  await expect(page.getByTestId('share-Hook-Story-Secret-CTA')).toContainText('70% of your plan, 21 videos');
  await expect(page.getByTestId('share-Quick Tips & Lists')).toContainText('30% of your plan, 9 videos');
  await expect(page.getByTestId('format-guidance')).toContainText('2 formats selected');
  await checkScreen(page, 'content-wizard-formats');
  await next(page).click();

  // Step 6: the promise, then Generate.
  const generate = page.getByRole('button', { name: 'Generate 30-Day Plan' });
  await expect(generate).toBeDisabled();
  await page.getByLabel('Transformation promise').fill(PLAN_INPUT.promise);
  await checkScreen(page, 'content-wizard-promise', { axe: false });

  // The offline composer finishes at once; hold the job at 1, 2 and 3 batches to watch the bar move.
  let polls = 0;
  await page.route(JOB_URL, (route) => (++polls <= 3 ? asRunning(route, polls) : route.fallback()));
  await generate.click();
  await expect(page.getByRole('heading', { name: 'Generating your 30-day plan' })).toBeVisible();
  await expect(page.getByTestId('generation-progress')).toContainText('12 of 30 videos written · 2 of 5 batches done');
  await expect(page.getByRole('progressbar', { name: 'Videos written' })).toHaveAttribute('aria-valuenow', '40');

  // Results.
  await expect(page.getByText('30-day content plan generated!')).toBeVisible();
  await expect(page.getByText('Content plan saved successfully!')).toBeVisible();
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/^Calm Kitchen – 30-Day Plan \(\d{4}-\d{2}-\d{2}\)$/);
  const planName = (await title.textContent()) ?? '';
  const stats = page.getByTestId('plan-stats');
  for (const stat of ['30Total Videos', '120Viral Hooks', '30Full Scripts', '100%Ready to Use'])
    await expect(stats).toContainText(stat);
  await expect(page.getByTestId('plan-row')).toHaveCount(30);
  await page.getByRole('tab', { name: 'Card View' }).click();
  await expect(page.getByTestId('plan-card-day')).toHaveCount(30);
  await checkScreen(page, 'content-plan-cards');
  await page.getByRole('tab', { name: 'Table View' }).click();

  // Copy All: a markdown table; per-row copy: that day's script.
  await page.getByRole('button', { name: 'Copy All' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const markdown = (await clipboard(page)).split('\n');
  expect(markdown[0]).toBe(
    '| Day | Video Title | Summary | Script Type | Content Pillar | Hook 1 | Hook 2 | Hook 3 | Hook 4 | Script Example |',
  );
  expect(markdown).toHaveLength(32);
  await page.getByRole('button', { name: 'Copy script for day 3', exact: true }).click();
  const script = await clipboard(page);
  await page.getByTestId('plan-row').nth(2).getByText('Show script').click();
  await expect(page.getByTestId('plan-row').nth(2)).toContainText(script.split('\n')[0] ?? '');

  // CSV: the spec's file name and columns, one row per day, cells intact.
  const csv = await download(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
  expect(csv.name).toBe('30-day-content-plan.csv');
  await expect(page.getByText('Downloaded as CSV!')).toBeVisible();
  const { data } = Papa.parse<string[]>(csv.text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  expect(data[0]).toEqual([
    'Day',
    'Video Title',
    'Summary',
    'Script Type',
    'Content Pillar',
    'Hook 1',
    'Hook 2',
    'Hook 3',
    'Hook 4',
    'Script Example',
  ]);
  expect(data.slice(1).map((r) => r[0])).toEqual(Array.from({ length: 30 }, (_, i) => String(i + 1)));
  expect(data[3]?.[9]).toBe(script);

  // Calendar: one all-day event per day from the chosen start.
  await page.getByRole('button', { name: 'Download calendar' }).click();
  await page.getByLabel('First day of the plan').fill('2030-01-30');
  const ics = await download(page, () => page.getByRole('button', { name: 'Download .ics' }).click());
  expect(ics.name).toBe('30-day-content-plan.ics');
  expect(ics.text.match(/BEGIN:VEVENT/g)).toHaveLength(30);
  expect(ics.text).toContain('DTSTART;VALUE=DATE:20300130');
  expect(ics.text).toContain('DTSTART;VALUE=DATE:20300228');
  // The dialog loads on demand; closing it gives the focus back to its button.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download calendar' })).toBeFocused();

  // Share: a link that opens without cookies, and stops working once revoked.
  await page.getByRole('button', { name: 'Share Plan' }).click();
  await page.getByRole('button', { name: 'Create share link' }).click();
  const link = await page.getByLabel('Read-only link').inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL()}/shared/plans/[\\w-]+$`));
  await checkScreen(page, 'content-plan-share-dialog');
  const stranger = await browser.newContext();
  const guest = await stranger.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(planName);
  await expect(guest.getByTestId('plan-row')).toHaveCount(30);
  await expect(guest.getByRole('button', { name: 'Share Plan' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByRole('button', { name: 'Create share link' })).toBeVisible();
  await guest.reload();
  await expect(guest.getByRole('alert')).toContainText('This shared plan does not exist or is no longer shared.');
  await stranger.close();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Share Plan' })).toBeFocused();

  // Back starts a new plan with empty answers.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await expect(page.getByLabel('Niche')).toHaveValue('');
  await expect(page.getByTestId('plan-usage')).toHaveText('1 of 4 plans used this month');

  // My Content Plans: the card, View, rename, delete.
  await page.getByRole('link', { name: 'My Content Plans' }).first().click();
  const card = page.getByTestId('content-plan-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(planName);
  await expect(card).toContainText('No energy to cook af...');
  await expect(card).toContainText('Educational & T...');
  await expect(card).toContainText('Hook-Story-Secret-CTA');
  await card.getByRole('link', { name: `View "${planName}"` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(planName);
  await page.getByRole('link', { name: 'Back', exact: true }).click();

  await card.getByRole('button', { name: `Rename "${planName}"` }).click();
  // The dialog and its checks load on demand: a blank name is still refused before it is sent.
  await page.getByLabel('Plan name').fill('   ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Plan name must not be empty')).toBeVisible();
  await page.getByLabel('Plan name').fill('Night shift month');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(card.getByRole('heading', { name: 'Night shift month' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Rename "Night shift month"' })).toBeFocused();

  await card.getByRole('button', { name: 'Delete "Night shift month"' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete "Night shift month"?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Content Plans Yet' })).toBeVisible();
  await checkScreen(page, 'content-plans-empty');
  await page.getByRole('link', { name: 'Create Your First Plan' }).click();
  await expect(page).toHaveURL(/\/content-strategy$/);
});

/** Starts a plan through the API and waits until the server has finished it. */
async function planThroughApi(user: SeededUser, workerIndex: number): Promise<Job> {
  const call = (path: string, json?: unknown) =>
    rawRequest(path, { json, cookie: user.cookie, localAddress: nextLocalAddress(workerIndex) });
  const started = await call('/api/content-strategy/jobs', PLAN_INPUT);
  expect(started.status, started.body).toBe(202);
  const { id } = JSON.parse(started.body) as Job;
  await expect
    .poll(async () => (JSON.parse((await call(`/api/content-strategy/jobs/${id}`)).body) as Job).status)
    .toBe('succeeded');
  return JSON.parse((await call(`/api/content-strategy/jobs/${id}`)).body) as Job;
}

test('a reload resumes watching; a failure offers Back to Form and Try Again; an unsaved plan still shows; the limit blocks Generate', async ({
  page,
  user,
}, info) => {
  test.setTimeout(60_000);
  // Four plans: this month's limit. The last one is shown as unfinished until told otherwise.
  let job: Job | undefined;
  for (let i = 0; i < 4; i++) job = await planThroughApi(user, info.workerIndex);
  const id = job?.id ?? '';
  const rows = (
    (await (await page.request.get(`/api/content-plans/${id}`)).json()) as { generated_content: { rows: unknown[] } }
  ).generated_content.rows;
  let mode: 'running' | 'failed' | 'unsaved' = 'running';
  await page.route(ACTIVE_URL, async (route) => {
    const real = (await (await page.request.get(`/api/content-strategy/jobs/${id}`)).json()) as Job;
    await route.fulfill({ json: { job: { ...real, status: 'running', batches_done: 2, plan_id: null } } });
  });
  await page.route(JOB_URL, async (route) => {
    if (mode === 'running') return asRunning(route, 3);
    const real = (await (await route.fetch()).json()) as Job;
    if (mode === 'unsaved') return route.fulfill({ json: { ...real, status: 'succeeded', plan_id: null, rows } });
    await route.fulfill({
      json: { ...real, status: 'failed', plan_id: null, error: 'Failed to generate content batch' },
    });
  });
  // The retry answers like a job that finished but could not save its plan. The real job succeeded, so the
  // server itself would refuse a retry (409): the answer is built from the job instead.
  await page.route(`**/api/content-strategy/jobs/${id}/retry`, async (route) => {
    const real = (await (await page.request.get(`/api/content-strategy/jobs/${id}`)).json()) as Job;
    await route.fulfill({ status: 202, json: { ...real, status: 'succeeded', plan_id: null, rows } });
  });

  await page.goto('/content-strategy');
  await expect(page.getByTestId('generation-progress')).toContainText('3 of 5 batches done');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Generating your 30-day plan' })).toBeVisible();
  await expect(page.getByTestId('generation-progress')).toContainText('3 of 5 batches done');
  expect(page.url()).toMatch(/\/content-strategy$/);
  await checkScreen(page, 'content-generating');

  mode = 'failed';
  await expect(page.getByRole('heading', { name: 'Generation Failed' })).toBeVisible();
  await expect(page.getByText('Failed to generate content batch').first()).toBeVisible();
  await checkScreen(page, 'content-generation-failed');

  // Try Again reruns the job; this time it is generated but not saved: the plan is shown anyway, with the notice.
  mode = 'unsaved';
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Calm Kitchen – 30-Day Plan/);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Generated content successfully but failed to save. You can still view your plan.' }),
  ).toBeVisible();
  await expect(page.getByText('Failed to save content plan')).toBeVisible();
  await expect(page.getByTestId('plan-row')).toHaveCount(30);
  await expect(page.getByRole('button', { name: 'Share Plan' })).toHaveCount(0);

  // Back to Form keeps every answer of the job; at the limit, Generate is disabled with the spec's message.
  mode = 'failed';
  await page.goto('/content-strategy');
  await page.getByRole('button', { name: 'Back to Form' }).click();
  await expect(page.getByText('Step 6 of 6')).toBeVisible();
  await expect(page.getByLabel('Transformation promise')).toHaveValue(PLAN_INPUT.promise);
  await expect(page.getByTestId('plan-usage')).toHaveText('4 of 4 plans used this month');
  await expect(
    page.getByText("You've reached your monthly limit of 4 content plans. Limit resets next month."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate 30-Day Plan' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('button', { name: /^Quick Tips & Lists/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('list', { name: 'Your custom pillars' })).toContainText('Night-shift hacks');
});
