import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenChecker } from './support/screens';

const checkScreen = screenChecker('learning-');
const STARTER = 'Getting started with Brandforge';

/** Waits for the player's next progress write and returns the server's answer. */
const nextProgress = (page: Page) =>
  page
    .waitForResponse((r) => r.url().includes('/progress') && r.request().method() === 'PUT')
    .then((r) => r.json() as Promise<{ saved: boolean; just_completed: boolean }>);

const playerSeconds = async (page: Page) => {
  const text = (await page.getByTestId('player-time').textContent()) ?? '';
  const [m, s] = (text.split(' / ')[0] ?? '0:00').split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

test('browse with search and both filters kept in the address, and the empty tabs', async ({ page, user }) => {
  void user;
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://localhost')) thirdParty.push(r.url());
  });
  await page.goto('/learning');
  await expect(page.getByRole('heading', { name: 'Learning Hub', level: 1 })).toBeVisible();
  for (const label of ['Enrolled Courses', 'Completed', 'Total Hours']) {
    await expect(page.getByTestId(`stat-${label}`)).toHaveText('0');
  }
  const card = page.getByTestId('course-card').filter({ hasText: STARTER });
  await expect(card).toBeVisible();
  await expect(card).toContainText('1min');
  await expect(card).toContainText('3 lessons');
  await expect(card).toContainText('Beginner');
  await checkScreen(page, 'browse');

  await page.getByLabel('Search courses').fill('no such course anywhere');
  await expect(page.getByText('No courses found matching your criteria')).toBeVisible();
  await expect(page).toHaveURL(/q=no\+such\+course\+anywhere/);
  await page.reload();
  await expect(page.getByLabel('Search courses')).toHaveValue('no such course anywhere');
  await expect(page.getByText('No courses found matching your criteria')).toBeVisible();
  await checkScreen(page, 'browse-empty', { axe: false });

  // A tag matches too.
  await page.getByLabel('Search courses').fill('content plan');
  await expect(card).toBeVisible();
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Getting Started' });
  await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Beginner' });
  await expect(page).toHaveURL(/category=[0-9a-f-]{36}/);
  await expect(page).toHaveURL(/level=beginner/);
  await expect(card).toBeVisible();
  await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Advanced' });
  await expect(page.getByText('No courses found matching your criteria')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Level' }).locator('option:checked')).toHaveText('Advanced');
  await expect(page.getByRole('combobox', { name: 'Category' }).locator('option:checked')).toHaveText(
    'Getting Started',
  );

  await page.getByRole('tab', { name: 'My Courses' }).click();
  await expect(page.getByText("You haven't enrolled in any courses yet")).toBeVisible();
  await expect(page).toHaveURL(/tab=my/);
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page.getByText('No completed courses yet')).toBeVisible();
  await checkScreen(page, 'completed-empty');
  expect(thirdParty, 'requests to other sites').toEqual([]);
});

test('start the starter course, play, seek, skip, mute, resume, complete, continue and review', async ({
  page,
  user,
}) => {
  // The whole course, played for real: several seconds of video and a dozen navigations.
  test.slow();
  void user;
  await page.goto('/learning');
  await page.getByRole('link', { name: STARTER }).click();
  await expect(page.getByRole('heading', { name: STARTER, level: 1 })).toBeVisible();
  await expect(page.getByText('0:16')).toBeVisible();
  await expect(page.getByText('Preview')).toBeVisible();
  await checkScreen(page, 'course');
  await page.getByRole('button', { name: 'Start Course' }).click();
  await expect(page.getByText('Course started successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to Brandforge', level: 1 })).toBeVisible();

  // Direct player: the spec's controls.
  const player = page.getByTestId('direct-player');
  await expect(player).toBeVisible();
  await expect(page.getByTestId('player-time')).toContainText('/ 0:16');
  await expect(page.getByLabel('Seek')).toHaveAttribute('step', '0.1');
  await expect(page.getByLabel('Volume')).toHaveAttribute('step', '1');
  await page.getByRole('button', { name: 'Mute' }).click();
  await expect(page.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await page.getByRole('button', { name: 'Forward 10 seconds' }).click();
  expect(await playerSeconds(page)).toBe(10);
  await page.getByRole('button', { name: 'Back 10 seconds' }).click();
  expect(await playerSeconds(page)).toBe(0);
  await page.getByLabel('Seek').fill('6');
  expect(await playerSeconds(page)).toBe(6);
  // Pausing past 10% saves the position.
  const saved = nextProgress(page);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.keyboard.press('k');
  expect((await saved).saved).toBe(true);
  const stoppedAt = await playerSeconds(page);
  expect(stoppedAt).toBeGreaterThanOrEqual(6);
  await checkScreen(page, 'lesson', { axe: true });

  await page.reload();
  await expect(page.getByTestId('player-time')).toContainText('/ 0:16');
  await expect.poll(() => playerSeconds(page)).toBeGreaterThanOrEqual(stoppedAt - 1);
  expect(await playerSeconds(page)).toBeLessThanOrEqual(stoppedAt + 1);

  // Leaving mid-play by a link and coming straight back, within the app: it resumes within a second of
  // where it stopped, not at the last save made while playing.
  const videoAt = () => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
  await page.getByLabel('Seek').fill('2');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(videoAt, { timeout: 10_000 }).toBeGreaterThanOrEqual(4.6);
  await page.getByRole('link', { name: STARTER }).first().click();
  const leftAt = 4.6;
  await expect(page.getByRole('heading', { name: STARTER, level: 1 })).toBeVisible();
  await page
    .getByRole('link', { name: /Welcome to Brandforge/ })
    .first()
    .click();
  await expect(page.getByTestId('player-time')).toContainText('/ 0:16');
  await expect.poll(videoAt).toBeGreaterThanOrEqual(leftAt - 0.5);
  expect(await videoAt()).toBeLessThanOrEqual(leftAt + 1.5);

  // The last seconds: the video's end completes the lesson.
  await page.getByLabel('Seek').fill('14');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByText('Lesson completed!')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('course-progress')).toHaveText('33%');

  // Next lesson, then the course page's Continue Learning opens it again.
  await page.getByRole('link', { name: 'Next lesson' }).click();
  await expect(page.getByRole('heading', { name: 'A tour of the tools', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Show transcript' }).click();
  await expect(page.locator('#lesson-transcript')).toContainText('Niche discovery');
  await page.goto('/learning');
  await page.getByRole('link', { name: STARTER }).click();
  await page.getByRole('link', { name: 'Continue Learning' }).click();
  await expect(page.getByRole('heading', { name: 'A tour of the tools', level: 1 })).toBeVisible();

  for (const title of ['A tour of the tools', 'Your next steps']) {
    await page.goto(page.url().replace(/lesson\/.*/, 'lesson'));
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(page.getByText('Lesson completed!').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);
  }
  await expect(page.getByTestId('course-progress')).toHaveText('100%');

  await page.goto('/learning?tab=completed');
  await expect(page.getByTestId('course-card').filter({ hasText: STARTER })).toContainText('100%');
  await expect(page.getByTestId('stat-Completed')).toHaveText('1');
  await expect(page.getByTestId('stat-Enrolled Courses')).toHaveText('1');
  await page.getByRole('link', { name: STARTER }).click();
  await page.getByRole('link', { name: 'Review', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Brandforge', level: 1 })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByText(`Completed course: ${STARTER}`)).toBeVisible();
});

test('a missing course and a missing lesson, and the first-lesson redirect', async ({ page, user }) => {
  void user;
  await page.goto('/learning/course/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Course Not Found' })).toBeVisible();
  await checkScreen(page, 'course-not-found');
  await page.getByRole('link', { name: 'Back to Learning Hub' }).click();
  await expect(page).toHaveURL(/\/learning$/);
  await page.getByRole('link', { name: STARTER }).click();
  const courseUrl = page.url();
  await page.goto(`${courseUrl}/lesson/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('heading', { name: 'Lesson Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Course' }).click();
  await expect(page.getByRole('heading', { name: STARTER, level: 1 })).toBeVisible();
  await page.goto(`${courseUrl}/lesson`);
  await expect(page.getByRole('heading', { name: 'Welcome to Brandforge', level: 1 })).toBeVisible();
});
