import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { nextLocalAddress, rawRequest } from './support/server';
import { screenChecker } from './support/screens';

const checkScreen = screenChecker('ca-');

const LONG_NAME = 'Supercalifragilisticexpialidociousdogtrainingacademyofgreaterleeds';
const LONG_HANDLE = '@supercalifragilisticexpialidocious_dog_training_academy_leeds';

const stat = (page: Page, label: string) => page.getByTestId('competitor-stat').filter({ hasText: label });
const fileOf = async (download: Promise<Download>) => readFileSync((await (await download).path()) ?? '', 'utf8');

async function fillRow(page: Page, n: number, name: string, handle: string, notes = '') {
  const row = page.getByTestId('competitor-row').nth(n);
  await row.getByLabel('Name').fill(name);
  await row.getByLabel('Handle').fill(handle);
  if (notes) await row.getByLabel('Notes (optional)').fill(notes);
}

test('empty state -> wizard -> dashboard with results, every tab, detail, copy, download and delete', async ({
  page,
  context,
  user: _,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/competitor-analysis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Competitor Analysis');
  await expect(page.getByText('No analyses yet')).toBeVisible();
  await expect(stat(page, 'Total Analyses')).toContainText('0');
  await page.getByRole('tab', { name: 'Insights' }).click();
  await expect(page.getByText('No insights available')).toBeVisible();
  await page.getByRole('tab', { name: 'Analyses' }).click();
  await checkScreen(page, 'empty');

  // Step 1: a platform is required.
  await page.getByRole('button', { name: 'Create First Analysis' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Competitor Analysis');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a platform');
  await checkScreen(page, 'wizard-platform');
  await page.getByLabel('Instagram').check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: one row always remains, a bad handle is named, rows can be added and removed.
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove competitor 1' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please add at least one competitor with both name and handle');
  await fillRow(page, 0, 'Pawsitive Pups', '@pawsitive pups');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toContainText('no spaces or emoji');
  await fillRow(page, 0, 'Pawsitive Pups', '@pawsitivepups', 'Daily puppy Reels, rarely explains the method');
  await page.getByRole('button', { name: 'Add competitor' }).click();
  await fillRow(page, 1, LONG_NAME, LONG_HANDLE);
  await page.getByRole('button', { name: 'Add competitor' }).click();
  await page.getByRole('button', { name: 'Remove competitor 3' }).click();
  await expect(page.getByTestId('competitor-row')).toHaveCount(2);
  await checkScreen(page, 'wizard-competitors');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3, then one generation however often the button is clicked.
  await page.getByLabel('Industry context (optional)').fill('Dog training for first-time puppy owners');
  await checkScreen(page, 'wizard-context');
  let posts = 0;
  let release = () => {};
  await page.route('**/api/competitor-analyses', async (route) => {
    if (route.request().method() === 'POST') {
      posts++;
      await new Promise<void>((r) => (release = r));
    }
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Analyze with AI' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Analyzing 2 competitors on Instagram' })).toBeVisible();
  await checkScreen(page, 'analyzing', { loading: true });
  release();

  await expect(page.getByText('Competitor analysis completed')).toBeVisible();
  expect(posts).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Competitor Analysis');
  await expect(page.getByTestId('analysis-card')).toHaveCount(2);
  await expect(stat(page, 'Total Analyses')).toContainText('2');
  await expect(stat(page, 'Total Insights')).toContainText('8');
  await expect(stat(page, 'Opportunities')).toContainText('2');
  await expect(stat(page, 'Trends')).toContainText('2');
  await expect(page.getByText('AI estimate, based on the handle and your notes').first()).toBeVisible();
  await checkScreen(page, 'dashboard');

  // Insights: filters, order, source, hand-off and the CSV of every insight.
  await page.getByRole('tab', { name: 'Insights' }).click();
  const insights = page.getByTestId('insight-card');
  await expect(insights).toHaveCount(8);
  await expect(insights.first()).toContainText('High priority');
  await expect(insights.first()).toContainText('From the analysis of');
  await expect(insights.first()).toContainText('% confidence');
  const handoff = await insights.first().getByRole('link', { name: 'Use in content strategy' }).getAttribute('href');
  expect(handoff).toMatch(/^\/content-strategy\?from=competitor-analysis&(pain|pillar)=/);
  await page.getByLabel('Type').selectOption({ label: 'Opportunity' });
  await expect(insights).toHaveCount(2);
  await page.getByLabel('Priority').selectOption({ label: 'Low' });
  await expect(page.getByText('No insights match these filters.')).toBeVisible();
  await page.getByLabel('Priority').selectOption({ label: 'All priorities' });
  await checkScreen(page, 'insights');
  const csv = await fileOf(
    Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]).then(
      ([d]) => d,
    ),
  );
  expect(csv).toContain('Competitor,Handle,Platform,Insight,Type,Priority,Confidence');
  expect(csv).toContain(`Pawsitive Pups,"'@pawsitivepups",Instagram`);
  expect(csv.split('\n').filter((line) => line.startsWith('Pawsitive Pups,'))).toHaveLength(4);
  await expect(page.getByText('Downloaded as CSV!')).toBeVisible();

  await page.getByRole('tab', { name: 'Trends' }).click();
  await expect(page.getByTestId('insight-card')).toHaveCount(4);
  const pillar = page.getByTestId('insight-card').first().getByRole('link', { name: 'Use in content strategy' });
  expect(await pillar.getAttribute('href')).toContain('pillar=');
  await checkScreen(page, 'trends');

  // Detail: summary, lists, its insights, the report copied and downloaded, then deleted after confirmation.
  await page.getByRole('tab', { name: 'Analyses' }).click();
  await page.getByRole('link', { name: 'Open the analysis of Pawsitive Pups' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pawsitive Pups');
  for (const h of ['Summary', 'Strengths', 'Weaknesses', 'Content themes', 'Insights (4)'])
    await expect(page.getByRole('heading', { name: h })).toBeVisible();
  await expect(page.getByText('From your notes: rarely explains the method')).toBeVisible();
  await checkScreen(page, 'detail');
  await page.getByRole('button', { name: 'Copy report' }).click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^# Competitor analysis: Pawsitive Pups \(@pawsitivepups\)/);
  const report = await fileOf(
    Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download report' }).click()]).then(
      ([d]) => d,
    ),
  );
  expect(report).toBe(copied);
  expect(report).toContain('> AI estimate, based on the handle and your notes.');

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this analysis?');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/competitor-analysis$/);
  await expect(page.getByTestId('analysis-card')).toHaveCount(1);
  await expect(stat(page, 'Total Insights')).toContainText('4');

  // Delete from the list too: back to the empty state.
  await page.getByRole('button', { name: /^Delete the analysis of/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No analyses yet')).toBeVisible();
});

test('a failed analysis says so, keeps the answers and saves nothing', async ({ page, user: _ }) => {
  await page.route('**/api/competitor-analyses', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 502, json: { error: 'Failed to analyze competitors' } })
      : route.fallback(),
  );
  await page.goto('/competitor-analysis');
  await page.getByRole('button', { name: 'New Analysis' }).click();
  await page.getByLabel('TikTok').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await fillRow(page, 0, 'Numbers by Nadia', '@numbersbynadia', 'Long posts about VAT deadlines');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Analyze with AI' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to analyze competitors' })).toBeVisible();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('competitor-row').getByLabel('Handle')).toHaveValue('@numbersbynadia');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('No analyses yet')).toBeVisible();
});

test('the dashboard and a detail in the light theme, at phone width', async ({ page, user }, info) => {
  const res = await rawRequest('/api/competitor-analyses', {
    json: {
      platform: 'linkedin',
      competitors: [{ name: 'Numbers by Nadia', handle: '@numbersbynadia', notes: 'Long posts about VAT deadlines' }],
      industryContext: 'Bookkeeping for small bakeries',
    },
    cookie: user.cookie,
    localAddress: nextLocalAddress(info.workerIndex),
  });
  expect(res.status, res.body).toBe(201);
  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'light'));
  await page.goto('/competitor-analysis');
  await expect(page.getByTestId('analysis-card')).toHaveCount(1);
  await checkScreen(page, 'dashboard', { theme: 'light' });
  await page.getByRole('link', { name: 'Open the analysis of Numbers by Nadia' }).click();
  await expect(page.getByText('VAT deadlines').first()).toBeVisible();
  await checkScreen(page, 'detail', { theme: 'light' });

  // The hand-off: an opportunity becomes a pain point of a new content plan, marked as coming from here.
  await page.getByTestId('insight-card').first().getByRole('link', { name: 'Use in content strategy' }).click();
  await expect(page).toHaveURL(/\/content-strategy\?from=competitor-analysis&pain=/);
  await expect(page.getByText('From your competitor analysis').first()).toBeVisible();
});
