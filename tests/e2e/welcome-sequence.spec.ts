import { mkdirSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';
import { asUser, mailsTo, merged, publishedPage, waitForMail } from './support/audience';
import { ignoreSandboxedPreviewNoise } from './support/campaigns';

/*
 * The welcome sequence on an opt-in page's screen (docs/product/audience.md, "Screens: welcome
 * sequence"), with the offline composer: write, edit, save, preview, test, turn on; then a reader signs
 * up on the public page, confirms, and gets the first email. Full-page screenshots go to
 * test-results/screens/sequence-*.png, and the written emails' text to sequence-emails.txt beside them.
 */

const SHOTS = 'test-results/screens';
const INTRO = 'Welcome new subscribers with 3 to 5 emails in your voice, sent on the days after they confirm.';
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const sideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

interface Sequence {
  emails: { id: string; subject: string; body: string; delay_days: number }[];
}

/** Axe leaves the preview's sandboxed frame out: no script may run there. The mail's HTML is shot on its own page. */
async function axe(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => v.id),
    `${what}: ${JSON.stringify(serious.map((v) => v.nodes.map((n) => n.html)))}`,
  ).toEqual([]);
}

/**
 * The screen in the dark and light themes, each at 1280 px (checked by axe) and 375 px (no sideways
 * scrolling), full page; `ready` is what shows once the editor is there. Back to dark afterwards.
 */
async function shoot(page: Page, name: string, ready: () => Locator) {
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => localStorage.setItem('vite-ui-theme', t), theme);
    await page.reload();
    await expect(ready()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await axe(page, `${name}, ${theme}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/sequence-${name}-1280-${theme}.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await sideScroll(page), `sideways scroll at 375 px on ${name}, ${theme}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/sequence-${name}-375-${theme}.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
}

/** A dialog is fixed to the window: screenshots of the window at 1280 and 375 px, with no sideways scroll. */
async function shootDialog(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 1000],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    expect(await sideScroll(page), `sideways scroll at ${width} px on ${name}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/sequence-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

// Reading the sandboxed preview frame logs that scripts are blocked there, which is the point of it.
test.afterEach(({ pageErrors }) => ignoreSandboxedPreviewNoise(pageErrors));

/** Counts the requests the page sends to a path ending in `suffix`. */
function countPosts(page: Page, suffix: string) {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(suffix)) n += 1;
  });
  return () => n;
}

test('a member writes, edits, previews, tests and turns on a welcome sequence; a new reader gets its first email', async ({
  page,
  browser,
  baseURL,
  user,
}, info) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const call = asUser(user, info.workerIndex);
  const { page: record } = await publishedPage(
    user,
    info.workerIndex,
    `The Leash Manners Starter Checklist ${stamp()}`,
    { slug: `leash-${stamp()}` },
  );

  await page.goto(`/audience/pages/${record.id}`);
  const section = page.getByRole('region', { name: 'Welcome sequence' });
  const writeButton = () => section.getByRole('button', { name: 'Write my welcome sequence' });
  await expect(section.getByText(INTRO)).toBeVisible();
  await shoot(page, 'empty', writeButton);

  // One request however often it is clicked; the button is off while it runs.
  const writes = countPosts(page, '/generate');
  await writeButton().dblclick();
  await expect(page.getByText('Welcome sequence written')).toBeVisible();
  expect(writes()).toBe(1);
  const cards = section.getByTestId('sequence-email');
  await expect(cards.first().getByRole('heading')).toHaveText('Email 1 · Right after confirming');
  await expect(cards.nth(1).getByRole('heading')).toHaveText('Email 2 · Day 2');
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(5);
  await expect(section.getByRole('button', { name: 'Offline composer' })).toBeVisible();
  await expect(section.locator('[data-slot="badge"]').first()).toHaveText('Welcome sequence: Off');
  await expect(section.getByText('Off: nobody gets these emails yet.')).toBeVisible();

  // Every email the composer wrote, as a reader gets it, for a person to read.
  const written = await call<Sequence>(`/api/audience/sequences/${record.id}`);
  const texts: string[] = [];
  for (const [i, e] of written.emails.entries()) {
    const p = await call<{ subject: string; text: string }>(`/api/audience/sequences/${record.id}/preview`, {
      subject: e.subject,
      body: e.body,
    });
    texts.push(`=== Email ${i + 1}, day ${e.delay_days}\nSubject: ${p.subject}\n\n${p.text}\n`);
  }
  writeFileSync(`${SHOTS}/sequence-emails.txt`, texts.join('\n'));

  // Edit a subject and a wait. A wait shorter than the one before it is refused under its field.
  const second = cards.nth(1);
  const third = cards.nth(2);
  const save = section.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();
  const newSubject = 'Two minutes before the walk, {{first_name}}';
  await second.getByLabel('Subject').fill(newSubject);
  await expect(second.getByText(`${newSubject.length}/150`)).toBeVisible();
  await second.getByLabel('Days after confirming').fill('6');
  await expect(second.getByRole('heading')).toHaveText('Email 2 · Day 6');
  // Unsaved: the buttons stay at the bottom of the window.
  await expect(section.getByText('You have unsaved changes.')).toBeVisible();
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await second.getByLabel('Subject').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(save).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/sequence-unsaved-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await save.click();
  await expect(third.getByText('Each email waits at least as long as the one before it')).toBeVisible();
  await expect(third.getByLabel('Days after confirming')).toHaveAttribute('aria-invalid', 'true');
  await second.getByLabel('Days after confirming').fill('3');
  await third.getByLabel('Days after confirming').fill('5');
  await expect(third.getByRole('heading')).toHaveText('Email 3 · Day 5');
  await save.click();
  await expect(page.getByText('Welcome sequence saved')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(second.getByLabel('Subject')).toHaveValue(newSubject);
  await expect(second.getByLabel('Days after confirming')).toHaveValue('3');
  await expect(third.getByLabel('Days after confirming')).toHaveValue('5');

  // Preview: the email as it is sent, to Alex, in a sandbox.
  const first = cards.first();
  const firstSubject = await first.getByLabel('Subject').inputValue();
  const firstBody = await first.getByLabel('Email text').inputValue();
  await first.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview: Email 1 · Right after confirming' });
  await expect(dialog.getByTestId('preview-subject')).toHaveText(`Subject: ${merged(firstSubject, 'Alex')}`);
  const iframe = dialog.locator('iframe[title="Email preview"]');
  await expect(iframe).toHaveAttribute('sandbox', '');
  const mail = iframe.contentFrame();
  await expect(mail.locator('body')).toContainText(/(Hi|Hello|Hey) Alex,/);
  // A line of the body the member sees in the editor, as the email shows it (Markdown made into HTML).
  const line = (firstBody.split('\n\n')[1] ?? '').replace(/\*\*|__|[*_`]/g, '').replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
  await expect(mail.locator('body')).toContainText(merged(line, 'Alex').slice(0, 40));
  await axe(page, 'preview dialog');
  await shootDialog(page, 'preview');
  const html = (await iframe.getAttribute('srcdoc')) ?? '';
  await dialog.getByRole('tab', { name: 'Plain text' }).click();
  await expect(dialog.getByText(/(Hi|Hello|Hey) Alex,/)).toBeVisible();
  await shootDialog(page, 'preview-text');

  // The rendered email on a page of its own, at a desktop's and a phone's width.
  const alone = await page.context().newPage();
  await alone.setContent(html);
  await alone.screenshot({ path: `${SHOTS}/sequence-email-1280.png`, fullPage: true });
  await alone.setViewportSize({ width: 375, height: 812 });
  await alone.screenshot({ path: `${SHOTS}/sequence-email-375.png`, fullPage: true });
  await alone.close();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first.getByRole('button', { name: 'Preview' })).toBeFocused();

  // A test of the saved email goes to the member's own address at once.
  await first.getByRole('button', { name: 'Send me a test' }).click();
  await expect(page.getByText(`Test sent to ${user.email}`)).toBeVisible();
  const memberFirstName = user.name.split(' ')[0]!;
  const testMail = await waitForMail(
    user.email,
    (m) => m.subject === `[Test] ${merged(firstSubject, memberFirstName)}`,
  );
  expect(testMail.text).toMatch(new RegExp(`^(Hi|Hello|Hey) ${memberFirstName},`));

  // On, after a confirmation; a double click on Turn off sends once.
  const enables = countPosts(page, '/enable');
  const disables = countPosts(page, '/disable');
  const turnOn = async () => {
    await section.getByRole('button', { name: 'Turn on' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Turn on the welcome sequence?' });
    await expect(confirm).toContainText('New subscribers who confirm from now on will get these emails.');
    await confirm.getByRole('button', { name: 'Turn on' }).click();
    await expect(section.getByText(/^On since /)).toBeVisible();
  };
  await turnOn();
  await expect(page.getByText('Welcome sequence is on')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Write a new sequence' })).toHaveCount(0);
  await section.getByRole('button', { name: 'Turn off' }).dblclick();
  await expect(section.getByRole('button', { name: 'Turn on' })).toBeVisible();
  await expect(page.getByText('Welcome sequence is off')).toBeVisible();
  await turnOn();
  expect(enables()).toBe(2);
  expect(disables()).toBe(1);

  // A reader signs up, signed out, and confirms from the mail: the first email (day 0) follows.
  const reader = uniqueEmail('reader');
  const visitor = await browser.newContext({ baseURL });
  const v = await visitor.newPage();
  await v.goto(record.path);
  await v.getByLabel(/First name/).fill('Robin');
  await v.getByLabel('Email').fill(reader);
  await v.getByRole('button', { name: 'Send me the checklist' }).click();
  await expect(v.getByText('Check your inbox')).toBeVisible();
  const confirmMail = await waitForMail(reader, (m) => /\/confirm\?token=/.test(m.text));
  await v.goto(confirmMail.text.match(/https?:\/\/\S+\/confirm\?token=\S+/)![0]);
  await v.getByRole('button', { name: 'Yes, send me the download' }).click();
  await expect(v.getByRole('heading', { level: 1 })).toHaveText("You're in");
  await visitor.close();
  const welcome = await waitForMail(reader, (m) => m.subject === merged(firstSubject, 'Robin'), 20_000);
  expect(welcome.text).toMatch(/^(Hi|Hello|Hey) Robin,/);
  expect(mailsTo(reader).filter((m) => m.subject === welcome.subject)).toHaveLength(1);

  // Its "sent" count on the editor, once the engine has recorded the delivery.
  const stats = first.getByTestId('sequence-email-stats');
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(first.getByRole('heading')).toBeVisible();
        return (await stats.count()) ? stats.textContent() : null;
      },
      { timeout: 15_000 },
    )
    .toBe('1 sent · 0 failed · 0 unsubscribes');
  await shoot(page, 'on', () => first.getByTestId('sequence-email-stats'));
});

test('five emails with the longest subject and a 400-character word fit a phone', async ({ page, user }, info) => {
  test.setTimeout(120_000);
  const call = asUser(user, info.workerIndex);
  const { page: record } = await publishedPage(user, info.workerIndex, `Long Lines ${'L'.repeat(60)} ${stamp()}`);
  await call(`/api/audience/sequences/${record.id}/generate`, undefined, 'POST');
  const subject = `${'A subject that runs to the limit for {{first_name}} and keeps going '.repeat(3).slice(0, 149)}.`;
  const body = `Hi {{first_name}},\n\n${'w'.repeat(400)}\n\nA **bold** line and [a link](https://example.com).`;
  await call(
    `/api/audience/sequences/${record.id}`,
    { emails: [0, 2, 4, 7, 10].map((delayDays) => ({ subject, body, delayDays })) },
    'PUT',
  );

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/audience/pages/${record.id}`);
  const cards = page.getByTestId('sequence-email');
  await expect(cards).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Add an email' })).toBeDisabled();
  await expect(cards.nth(4).getByText('150/150')).toBeVisible();
  expect(await sideScroll(page), 'sideways scroll at 375 px with five long emails').toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/sequence-long-375-dark.png`, fullPage: true });

  await cards.nth(4).getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview: Email 5 · Day 10' });
  await expect(dialog.locator('iframe').contentFrame().locator('body')).toContainText('w'.repeat(40));
  expect(await sideScroll(page), 'sideways scroll at 375 px in the preview').toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/sequence-long-preview-375.png` });
});
