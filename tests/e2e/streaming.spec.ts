import type { Locator, Page } from '@playwright/test';
import { GENERATION_STOPPED_MESSAGE } from '../../src/shared/generation-request';
import { MISSION_ANSWERS, PLAN_INPUT } from '../../src/server/test/samples';
import { expect, type SeededUser, test } from './fixtures';
import { nextLocalAddress, rawRequest } from './support/server';
import { STREAMED_STATEMENTS } from './support/stream-model';

// These run on the server whose model streams (tests/e2e/global-setup.ts): a mission over 4 s, each plan
// batch over 6 s. Timeouts wait for the model; nothing is timed beyond "seen before it finished".
test.use({ e2eServer: 'stream' });

const MODEL_MS = 45_000;

/** A call to the streaming server as `user`. */
async function api<T>(user: SeededUser, path: string, workerIndex: number, json?: unknown) {
  const res = await rawRequest(path, {
    json,
    cookie: user.cookie,
    localAddress: nextLocalAddress(workerIndex),
    server: 'stream',
  });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${res.body}`);
  return JSON.parse(res.body) as T;
}

interface Usage {
  mission: { used: number };
  content: { used: number };
}

/** Puts the mission wizard on its last step with every answer filled, as a reload would find it. */
async function prefillMissionWizard(page: Page, user: SeededUser, workerIndex: number) {
  const { user: me } = await api<{ user: { id: string } }>(user, '/api/auth/get-session', workerIndex);
  await page.goto('/mission');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `brandforge.mission-wizard.${me.id}`,
    value: JSON.stringify({ step: 11, answers: Object.values(MISSION_ANSWERS).flat() }),
  });
  await page.reload();
  await expect(page.getByTestId('mission-step')).toHaveText('Step 12 of 12 · 100%');
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Waits for the first statement inside the generating card: proof it arrived before the model finished. */
async function firstDraftStatement(generating: Locator) {
  const draft = generating.getByTestId('mission-draft-statement').first();
  await expect(draft).toHaveText(STREAMED_STATEMENTS[0] ?? '', { timeout: MODEL_MS });
  return draft;
}

/** One generation per screenshot: under load a second screenshot could land after the model finished. */
const MISSION_SHOTS = [
  { width: 1280, theme: 'dark' },
  { width: 1280, theme: 'light' },
  { width: 375, theme: 'light' },
  { width: 375, theme: 'dark' },
] as const;

test('mission statements appear one by one while the model writes them, at 1280 and 375 px', async ({
  page,
  user,
}, info) => {
  test.setTimeout(150_000);
  await prefillMissionWizard(page, user, info.workerIndex);
  await expect(page.getByTestId('mission-usage')).toHaveText('0/10 used this month');
  const generating = page.getByTestId('mission-generating');
  const result = page.getByTestId('mission-result');
  let theme = 'dark';

  for (const [i, shot] of MISSION_SHOTS.entries()) {
    await page.setViewportSize({ width: shot.width, height: shot.width < 640 ? 812 : 800 });
    if (theme !== shot.theme) await page.getByRole('button', { name: 'Toggle theme' }).click();
    theme = shot.theme;
    // The first from the wizard, the others through Regenerate on the result.
    await (
      i === 0
        ? page.getByRole('button', { name: 'Generate Mission' })
        : result.getByRole('button', { name: 'Regenerate' })
    ).click();
    await firstDraftStatement(generating);
    await expect(generating.getByRole('button', { name: 'Stop' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: `test-results/screenshots/streaming-mission-generating-${shot.width}-${shot.theme}.png`,
      fullPage: true,
    });
    if (shot.width < 640) expect(await horizontalOverflow(page), 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);

    await expect(generating).toHaveCount(0, { timeout: MODEL_MS });
    await expect(result.getByTestId('mission-statement').locator('p')).toHaveText(
      STREAMED_STATEMENTS.map((text, n) => `${n + 1}. ${text}`),
    );
    await expect(page.getByTestId('mission-usage')).toHaveText(`${i + 1}/10 used this month`);
  }
  await expect(page.getByTestId('saved-mission')).toHaveCount(MISSION_SHOTS.length);
});

test('Stop ends a mission: nothing saved, the answers back, the month not charged', async ({ page, user }, info) => {
  test.setTimeout(90_000);
  await prefillMissionWizard(page, user, info.workerIndex);
  await page.getByRole('button', { name: 'Generate Mission' }).click();
  const generating = page.getByTestId('mission-generating');
  await firstDraftStatement(generating);
  await generating.getByRole('button', { name: 'Stop' }).click();

  await expect(page.getByText(GENERATION_STOPPED_MESSAGE)).toBeVisible();
  await expect(generating).toHaveCount(0);
  await expect(page.getByTestId('mission-step')).toHaveText('Step 12 of 12 · 100%');
  await expect(page.locator('#mission-answer')).toHaveValue(MISSION_ANSWERS.obstacles[2]);
  await expect(page.getByTestId('mission-usage')).toHaveText('0/10 used this month');

  // Past the time the model would have finished: still nothing saved and nothing counted.
  await new Promise((r) => setTimeout(r, 5_000));
  const usage = await api<Usage>(user, '/api/usage', info.workerIndex);
  expect(usage.mission.used).toBe(0);
  expect(await api<unknown[]>(user, '/api/missions', info.workerIndex)).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('saved-missions')).toContainText('No saved mission statements yet.');
  await expect(page.getByTestId('mission-usage')).toHaveText('0/10 used this month');
});

interface PlanJob {
  id: string;
  status: string;
  error: string | null;
  rows_done: number;
  plan_id: string | null;
}

const startPlan = (user: SeededUser, workerIndex: number) =>
  api<PlanJob>(user, '/api/content-strategy/jobs', workerIndex, PLAN_INPUT);

test('a plan shows its videos as they are written, again after a reload, then the results', async ({
  page,
  user,
}, info) => {
  test.setTimeout(180_000);
  const job = await startPlan(user, info.workerIndex);
  await page.goto('/content-strategy');
  await expect(page.getByRole('heading', { name: 'Generating your 30-day plan' })).toBeVisible();

  // Draft rows are shown only while the job runs, so seeing one is seeing it before the plan is done.
  const rows = page.getByTestId('draft-row');
  const progress = page.getByTestId('generation-progress');
  await expect(rows.first()).toBeVisible({ timeout: MODEL_MS });
  await expect(page.getByRole('region', { name: 'Videos written so far' })).toContainText('Written so far');
  await expect(progress).toHaveText(/^([1-9]|[12]\d) of 30 videos written · [0-4] of 5 batches done$/);
  // The two views of the results: the table (the default on a wide screen) and the cards.
  await expect(rows.first().getByRole('cell').first()).toHaveText('1');
  await page.getByRole('tab', { name: 'Card View' }).click();
  await expect(page.getByTestId('draft-card').first()).toContainText('Day 1');
  await page.getByRole('tab', { name: 'Table View' }).click();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Generating your 30-day plan' })).toBeVisible();
  await expect(rows.first()).toBeVisible();
  const seen = await rows.count();
  expect(seen).toBeGreaterThan(0);
  await expect(progress).not.toHaveText(/^30 of 30/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screenshots/streaming-plan-generating-1280-dark.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(rows.first()).toBeVisible();
  expect(await horizontalOverflow(page), 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screenshots/streaming-plan-generating-375-dark.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Calm Kitchen – 30-Day Plan/, {
    timeout: 120_000,
  });
  await expect(page.getByTestId('plan-row')).toHaveCount(30);
  const done = await api<PlanJob>(user, `/api/content-strategy/jobs/${job.id}`, info.workerIndex);
  expect(done.status).toBe('succeeded');
  expect(done.rows_done).toBe(30);
});

test('Stop ends a plan: back to the wizard, the job failed as stopped, no plan saved', async ({ page, user }, info) => {
  test.setTimeout(120_000);
  const job = await startPlan(user, info.workerIndex);
  await page.goto('/content-strategy');
  await expect(page.getByTestId('draft-row').first()).toBeVisible({ timeout: MODEL_MS });
  await page.getByRole('button', { name: 'Stop' }).click();

  // The wizard comes back on its last step with the stopped plan's answers, ready to generate again.
  await expect(page.getByText(GENERATION_STOPPED_MESSAGE)).toBeVisible();
  await expect(page.getByText('Step 6 of 6')).toBeVisible();
  await expect(page.getByLabel('Transformation promise')).toHaveValue(PLAN_INPUT.promise);
  await expect(page.getByTestId('draft-row')).toHaveCount(0);
  const stopped = await api<PlanJob>(user, `/api/content-strategy/jobs/${job.id}`, info.workerIndex);
  expect(stopped.status).toBe('failed');
  expect(stopped.error).toBe(GENERATION_STOPPED_MESSAGE);

  // Past the time the model would have finished: still no plan, and the unit given back.
  await new Promise((r) => setTimeout(r, 6_000));
  expect(await api<unknown[]>(user, '/api/content-plans', info.workerIndex)).toEqual([]);
  expect((await api<Usage>(user, '/api/usage', info.workerIndex)).content.used).toBe(0);
  await page.reload();
  // The stopped job is not picked up again as running.
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Generating your 30-day plan' })).toHaveCount(0);
  await expect(page.getByTestId('plan-usage')).toHaveText('0 of 4 plans used this month');
});
