import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { adminCall, grantRoleTo, signInAs } from './support/admin';
import { screenChecker } from './support/screens';

// Each test walks several screens and checks each at two widths with axe; on a busy machine the first
// load of a screen can take longer than the suite's default wait.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const checkScreen = screenChecker('admin-learning-');

const dialog = (page: Page) => page.getByRole('dialog');

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test('an admin builds a course, edits it, publishes it for members, and deletes it again', async ({
  page,
  browser,
  baseURL,
  seed,
}, info) => {
  const admin = await seed({ name: 'Ada Admin' });
  await grantRoleTo(info.workerIndex, admin.email, 'admin');
  const member = await seed({ name: 'Mo Member' });
  await signInAs(page, admin.cookie);
  const stamp = Date.now().toString(36);
  const category = `Video craft ${stamp}`;
  const course = `Filming on a phone ${stamp}`;

  await page.goto('/admin/learning');
  await expect(page.getByRole('heading', { name: 'Learning Management' })).toBeVisible();
  await checkScreen(page, 'categories');

  // Category: create, then edit.
  await page.getByRole('button', { name: 'New Category' }).click();
  await dialog(page).getByLabel('Name').fill(category);
  await dialog(page).getByLabel('Description').fill('Cameras, light and sound.');
  await checkScreen(page, 'category-dialog');
  await page.getByRole('button', { name: 'Create Category' }).click();
  await toast(page, 'Category created successfully');
  await page.getByRole('button', { name: `Edit ${category}` }).click();
  await dialog(page).getByLabel('Description').fill('Cameras, light and sound on a budget.');
  await page.getByRole('button', { name: 'Save Category' }).click();
  await toast(page, 'Category updated successfully');
  await expect(page.getByText('Cameras, light and sound on a budget.')).toBeVisible();

  // Course: a bad thumbnail shows the server's words and saves nothing; then create and edit.
  await page.getByRole('tab', { name: 'Courses' }).click();
  await page.getByRole('button', { name: 'New Course' }).click();
  await dialog(page).getByLabel('Title').fill(course);
  await dialog(page).getByLabel('Category').selectOption({ label: category });
  await dialog(page).getByLabel('Estimated duration (minutes)').fill('abc');
  await dialog(page).getByLabel('Thumbnail URL').fill('ftp://nope');
  await page.getByRole('button', { name: 'Create Course' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Thumbnail must be a web address');
  await dialog(page).getByLabel('Thumbnail URL').fill('');
  await dialog(page).getByLabel('Tags').fill('video, phone');
  await page.getByRole('button', { name: 'Create Course' }).click();
  await toast(page, 'Course created successfully');
  const courseRow = page.getByRole('listitem').filter({ hasText: course });
  await expect(courseRow).toContainText('Draft');
  await expect(courseRow).toContainText('0min');
  await page.getByRole('button', { name: `Edit ${course}` }).click();
  await dialog(page).getByLabel('Estimated duration (minutes)').fill('45');
  await page.getByRole('button', { name: 'Save Course' }).click();
  await toast(page, 'Course updated successfully');
  await expect(courseRow).toContainText('45min');
  await checkScreen(page, 'courses');

  // Lesson: a link that is not a video is refused; a YouTube link is taken; then edit it.
  await page.getByRole('tab', { name: 'Lessons' }).click();
  await page.getByRole('button', { name: 'New Lesson' }).click();
  await dialog(page).getByLabel('Course', { exact: true }).selectOption({ label: course });
  await dialog(page).getByLabel('Title').fill('Framing');
  await dialog(page).getByLabel('Video URL').fill('not a link');
  await expect(page.getByText('This is not a YouTube, Vimeo or http(s) video address.')).toBeVisible();
  await page.getByRole('button', { name: 'Create Lesson' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Video link');
  await dialog(page).getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(page.getByText('Plays as: YouTube video')).toBeVisible();
  await dialog(page).getByLabel('Video duration (seconds)').fill('212');
  await checkScreen(page, 'lesson-dialog');
  await page.getByRole('button', { name: 'Create Lesson' }).click();
  await toast(page, 'Lesson created successfully');
  const lessonRow = page.getByRole('listitem').filter({ hasText: 'Framing' });
  await expect(lessonRow).toContainText('3:32');
  await page.getByRole('button', { name: 'Edit Framing' }).click();
  await dialog(page).getByLabel('Title').fill('Framing a shot');
  await page.getByRole('button', { name: 'Save Lesson' }).click();
  await toast(page, 'Lesson updated successfully');
  await page.getByRole('button', { name: 'Publish Framing a shot' }).click();
  await toast(page, 'Lesson published');

  // Publish the course; a member then finds it on /learning.
  await page.getByRole('tab', { name: 'Courses' }).click();
  await page.getByRole('button', { name: `Publish ${course}` }).click();
  await toast(page, 'Course published');
  await expect(courseRow).toContainText('Published');

  const memberContext = await browser.newContext({ baseURL });
  const memberPage = await memberContext.newPage();
  await signInAs(memberPage, member.cookie);
  await memberPage.goto('/learning');
  const card = memberPage.getByTestId('course-card').filter({ hasText: course });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('1 lesson');
  await memberContext.close();

  // Delete the lesson, then the course (the confirmation is the spec's).
  await page.getByRole('tab', { name: 'Lessons' }).click();
  await page.getByRole('button', { name: 'Delete Framing a shot' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await toast(page, 'Lesson deleted successfully');
  await page.getByRole('tab', { name: 'Courses' }).click();
  await page.getByRole('button', { name: `Delete ${course}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Are you sure you want to delete this course? This will also delete all associated lessons.',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await toast(page, 'Course deleted successfully');
  await expect(page.getByRole('listitem').filter({ hasText: course })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Categories' }).click();
  await page.getByRole('button', { name: `Delete ${category}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Are you sure you want to delete this category? This action cannot be undone.',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await toast(page, 'Category deleted successfully');
});

test('long names and fifty lessons stay inside the page, in light and dark', async ({ page, seed }, info) => {
  const admin = await seed({ name: 'Ada Admin' });
  await grantRoleTo(info.workerIndex, admin.email, 'admin');
  const word = 'x'.repeat(400);
  const name = `${'Long category name '.repeat(7)}`.slice(0, 120);
  const category = await adminCall(info.workerIndex, admin.cookie, '/api/admin/learning/categories', {
    name,
    description: word,
  });
  const course = await adminCall(info.workerIndex, admin.cookie, '/api/admin/learning/courses', {
    title: `${word.slice(0, 200)}`,
    description: word,
    categoryId: category.id,
  });
  for (let i = 1; i <= 50; i++) {
    await adminCall(info.workerIndex, admin.cookie, '/api/admin/learning/lessons', {
      courseId: course.id,
      title: i === 1 ? word.slice(0, 200) : `Lesson ${i}`,
      sortOrder: i,
    });
  }
  await signInAs(page, admin.cookie);
  for (const theme of ['dark', 'light'] as const) {
    await page.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
    await page.goto('/admin/learning');
    await expect(page.getByText(name).first()).toBeVisible();
    await checkScreen(page, 'long-categories', { theme });
    await page.getByRole('tab', { name: 'Courses' }).click();
    await expect(page.getByText('50 lessons', { exact: true }).first()).toBeVisible();
    await checkScreen(page, 'long-courses', { theme, axe: theme === 'dark' });
    await page.getByRole('tab', { name: 'Lessons' }).click();
    await expect(page.getByText('Lesson 50', { exact: true }).first()).toBeVisible();
    await checkScreen(page, 'long-lessons', { theme, axe: theme === 'dark' });
  }
});
