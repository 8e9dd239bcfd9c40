import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_STATUS_LABELS,
  unknownMergeFieldMessage,
} from '../../src/shared/campaigns';
import { expect as baseExpect, test } from './fixtures';
import { grantRoleTo, signInAs } from './support/admin';
import {
  audienceSize,
  callApi,
  campaignAdmin,
  campaignMove,
  confirmedSubscriber,
  createCampaign,
  daysAhead,
  getCampaign,
  ignoreSandboxedPreviewNoise,
  mailsTo,
  mailsWithSubject,
  renderedMail,
  seedMember,
  setProductNews,
  subscribeToNewsletter,
  unsubscribeLinkIn,
  waitForMail,
  stamp,
} from './support/campaigns';
import { screenChecker } from './support/screens';

// Whole flows that send mail at the engine's default pace (EMAIL_RATE_PER_MINUTE 60: one mail a second,
// shared with every other campaign sending at the time).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const screens = screenChecker('campaigns-');

/**
 * Axe, then screenshots at 1280 and 375 px with no sideways scroll (screenChecker). Axe cannot run inside
 * the mail preview's sandboxed frame (no scripts may run there) and would wait for it until the test times
 * out, so the frame is left out of axe's run; the mail's HTML is checked on its own page below.
 */
async function checkScreen(page: Page, name: string, opts: { theme: 'light' | 'dark' }) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => v.id),
    JSON.stringify(serious.map((v) => v.nodes.map((n) => n.html))),
  ).toEqual([]);
  await screens(page, name, { ...opts, axe: false });
  const frame = page.locator('iframe[title="Email preview"]');
  if (await frame.isVisible()) {
    await frame.screenshot({ path: `test-results/screenshots/campaigns-${name}-1280-${opts.theme}-preview.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    // The frame repaints at its new width a moment after the window's own layout.
    await frame.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await frame.screenshot({ path: `test-results/screenshots/campaigns-${name}-375-${opts.theme}-preview.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
}

const DENIED = 'Access denied. Admin privileges required.';
const STATUS = new RegExp(`^(${Object.values(CAMPAIGN_STATUS_LABELS).join('|')})$`);

test.afterEach(({ pageErrors }) => ignoreSandboxedPreviewNoise(pageErrors));

const recipients = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'recipient' : 'recipients'}`;

/** The status badge inside `scope`. */
const statusIn = (scope: Locator | Page) => scope.locator('[data-slot="badge"]').filter({ hasText: STATUS });
/** The campaign's row (wide screens) or card (phones) on the list. */
const listEntry = (page: Page, name: string) =>
  page.locator('tr, li').filter({ hasText: name }).filter({ visible: true });
const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`);
const toast = (page: Page, text: string) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
// Only in the app's own window: the mail preview's sandboxed frame has no storage.
const setTheme = (page: Page, theme: 'light' | 'dark') =>
  page.addInitScript((t) => {
    if (window === window.top) localStorage.setItem('vite-ui-theme', t);
  }, theme);

const preview = (page: Page) => page.locator('iframe[title="Email preview"]').contentFrame();
const cardColour = (page: Page) =>
  preview(page)
    .locator('.bf-card')
    .evaluate((el) => getComputedStyle(el).backgroundColor);

/** No sideways scroll at the present width; a failure names the innermost elements that stick out. */
async function expectFits(page: Page, name: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const width = page.viewportSize()?.width ?? 0;
  const culprits = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .filter(
        (el) =>
          ![...el.children].some((c) => c.getBoundingClientRect().right > document.documentElement.clientWidth + 1),
      )
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
  );
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `horizontal scroll at ${width} px on ${name}: ${culprits.join(' | ')}`).toBeLessThanOrEqual(client);
}

/**
 * A full-page screenshot, and one of the mail preview when the page has one: a full-page capture leaves
 * the sandboxed preview frame blank once it lies below the first screen, so it is taken on its own too.
 */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/campaigns-${name}.png`, fullPage: true });
  const frame = page.locator('iframe[title="Email preview"]');
  if (await frame.isVisible())
    await frame.screenshot({ path: `test-results/screenshots/campaigns-${name}-preview.png` });
}

/** The send requests a page makes: a double click must make one. */
function countSends(page: Page) {
  const sends: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/admin\/campaigns\/[^/]+\/send$/.test(new URL(r.url()).pathname))
      sends.push(r.url());
  });
  return sends;
}

test('an admin composes a campaign with a live preview in light, dark and plain text, and saves it as a draft', async ({
  page,
  baseURL,
}, info) => {
  const admin = await campaignAdmin(info.workerIndex);
  await signInAs(page, admin.cookie);
  await setTheme(page, 'light');
  const name = `Spring hooks ${stamp()}`;

  await page.goto('/admin/campaigns');
  await expect(page.getByRole('heading', { name: 'Email Campaigns', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New campaign' }).first().click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/new$/);
  await expect(page.getByRole('heading', { name: 'New campaign', level: 1 })).toBeVisible();

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Subject').fill('Three hooks for {{first_name}}');
  await page
    .getByLabel('Body (Markdown)')
    .fill(
      'Hi {{first_name}},\n\nThis week: **three hooks** that work.\n\n- Open with a question\n- Show the result first\n\n[Read the lesson](/learning)',
    );
  await page.getByLabel('Audience').selectOption({ label: 'Confirmed newsletter subscribers' });

  // The server renders the mail as a reader without a known first name gets it.
  const mail = preview(page);
  await expect(mail.getByText('Hi there,')).toBeVisible();
  await expect(mail.locator('strong')).toHaveText('three hooks');
  await expect(mail.getByRole('listitem')).toHaveText(['Open with a question', 'Show the result first']);
  await expect(mail.getByRole('link', { name: 'Read the lesson' })).toHaveAttribute('href', `${baseURL}/learning`);
  await expect(mail.getByRole('link', { name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText('Subject: Three hooks for there')).toBeVisible();
  await expect(page.getByText('Updating preview…')).toHaveCount(0);

  const colours = page.getByRole('group', { name: 'Email colours' });
  await expect(colours.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
  expect(await cardColour(page)).toBe('rgb(255, 255, 255)');
  await checkScreen(page, 'editor-preview', { theme: 'light' });

  // Dark shows the mail as a reader whose mail app is in dark mode sees it.
  await colours.getByRole('button', { name: 'Dark' }).click();
  await expect(colours.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => cardColour(page)).toBe('rgb(24, 24, 27)');
  await shot(page, 'editor-preview-dark-mail-1280-light');

  await page.getByRole('tab', { name: 'Plain text' }).click();
  const text = page.getByRole('tabpanel');
  await expect(text).toContainText('Hi there,');
  await expect(text).toContainText('three hooks');
  await expect(text).not.toContainText('**');
  await expect(text).toContainText(/Unsubscribe: https?:\/\/\S+\/unsubscribe/);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await toast(page, CAMPAIGN_MESSAGES.created);
  await expect(page).toHaveURL(/\/admin\/campaigns\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('Three hooks for {{first_name}}');
  await expect(page.getByLabel('Audience')).toHaveValue('newsletter');
  const draftUrl = page.url();

  await page.getByRole('link', { name: 'Email Campaigns' }).first().click();
  await expect(page).toHaveURL(/\/admin\/campaigns$/);
  await expect(statusIn(listEntry(page, name))).toHaveText('Draft');
  await page.getByLabel('Status').selectOption({ label: 'Draft' });
  await expect(page).toHaveURL(/status=draft/);
  await expect(statusIn(listEntry(page, name))).toHaveText('Draft');
  await checkScreen(page, 'list', { theme: 'light' });

  // The app in dark, the draft's preview in dark.
  await setTheme(page, 'dark');
  await page.goto(draftUrl);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await page.getByRole('group', { name: 'Email colours' }).getByRole('button', { name: 'Dark' }).click();
  await expect.poll(() => cardColour(page)).toBe('rgb(24, 24, 27)');
  await checkScreen(page, 'editor-preview', { theme: 'dark' });

  // The dashboard's Email Campaigns tab lists it too.
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Email Campaigns' }).click();
  const latest = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: name });
  await expect(statusIn(latest)).toHaveText('Draft');
  await latest.getByRole('link', { name }).click();
  await expect(page).toHaveURL(draftUrl);
});

test('the recipient count is exact, a test goes to the admin, and a double-clicked Send now sends each mail once', async ({
  page,
}, info) => {
  const w = info.workerIndex;
  const admin = await campaignAdmin(w);
  const count = (audience: 'members' | 'newsletter' | 'both') => audienceSize(w, admin.cookie, audience);

  // Each change is counted right around it, so people that parallel tests add do not blur the difference.
  const mira = await seedMember(w, 'Mira Quill');
  const noah = await seedMember(w, 'Noah Finch');
  const reader = await subscribeToNewsletter(w);
  const pending = await subscribeToNewsletter(w);
  let before = await count('members');
  await setProductNews(w, mira, true);
  expect(await count('members')).toBe(before + 1);
  before = await count('members');
  await setProductNews(w, noah, true);
  expect(await count('members')).toBe(before + 1);
  before = await count('newsletter');
  await reader.confirm();
  expect(await count('newsletter')).toBe(before + 1);
  // Subscribed but never confirmed: not on the list.
  expect(mailsTo(pending.email)).toHaveLength(1);
  expect(await count('newsletter')).toBe(before + 1);
  // Members who turned the switch off again are not counted either.
  const olive = await seedMember(w, 'Olive Stone');
  await setProductNews(w, olive, true);
  before = await count('members');
  await setProductNews(w, olive, false);
  expect(await count('members')).toBe(before - 1);

  const [members, newsletter, both] = [await count('members'), await count('newsletter'), await count('both')];
  await signInAs(page, admin.cookie);
  await page.goto('/admin/campaigns/new');
  const name = `Exact count ${stamp()}`;
  const subject = (first: string) => `A note for ${first}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Subject').fill('A note for {{first_name}}');
  await page.getByLabel('Body (Markdown)').fill('Hi {{first_name}},\n\nOne **tip** a week.');
  const shown = page.getByTestId('audience-count');
  await expect(shown).toHaveText(recipients(members));
  await page.getByLabel('Audience').selectOption('newsletter');
  await expect(shown).toHaveText(recipients(newsletter));
  await page.getByLabel('Audience').selectOption('both');
  await expect(shown).toHaveText(recipients(both));

  // Send test: saves the draft first, then mails the admin alone.
  await page.getByRole('button', { name: 'Send test to me' }).click();
  await toast(page, `${CAMPAIGN_MESSAGES.testSent} at ${admin.email}`);
  await expect(page).toHaveURL(/\/admin\/campaigns\/[0-9a-f-]{36}$/);
  const testMail = await waitForMail(admin.email, `[Test] ${subject('Casey')}`);
  expect(testMail).toContain('Hi Casey,');
  unsubscribeLinkIn(testMail);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';

  const sends = countSends(page);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(shown).toHaveText(recipients(both));
  await page.getByRole('button', { name: 'Send now' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('heading')).toHaveText(`Send to ${recipients(both)} now?`);
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Send now' }).dblclick();
  await toast(page, CAMPAIGN_MESSAGES.sending);

  // The page asks again while the campaign sends: no reload until every mail has left.
  await expect(statusIn(page)).toHaveText('Sent', { timeout: 30_000 + both * 3_000 });
  await expect(stat(page, 'Recipients')).toHaveText(String(both));
  const skipped = Number(await stat(page, 'Skipped').textContent());
  // Skipped: an address a parallel test unsubscribed before its turn came; none of this test's.
  await expect(stat(page, 'Sent')).toHaveText(String(both - skipped));
  await expect(stat(page, 'Failed')).toHaveText('0');
  expect(sends).toHaveLength(1);
  await expect(page.getByText(CAMPAIGN_MESSAGES.notSchedulable)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  await checkScreen(page, 'detail-sent', { theme: 'dark' });

  // Each address once, with its own first name; nothing to the unconfirmed one.
  const record = await getCampaign(w, admin.cookie, id);
  expect(record.stats).toMatchObject({ recipients: both, sent: both - skipped, failed: 0, queued: 0 });
  for (const [to, first] of [
    [mira.email, 'Mira'],
    [noah.email, 'Noah'],
    [reader.email, 'there'],
  ] as const) {
    const text = await waitForMail(to, subject(first));
    expect(text).toContain(`Hi ${first},`);
    expect(unsubscribeLinkIn(text)).toMatch(/\/unsubscribe\?token=/);
    expect(mailsWithSubject(to, subject(first))).toHaveLength(1);
  }
  expect(mailsTo(pending.email)).toHaveLength(1);
  expect(mailsTo(olive.email).filter((m) => m.subject.startsWith('A note for'))).toHaveLength(0);

  await page.getByRole('link', { name: 'Email Campaigns' }).first().click();
  await expect(statusIn(listEntry(page, name))).toHaveText('Sent');
});

test('a campaign scheduled for a future time shows Scheduled, and Cancelled once its schedule is cancelled', async ({
  page,
}, info) => {
  const w = info.workerIndex;
  const admin = await campaignAdmin(w);
  await confirmedSubscriber(w);
  const name = `Scheduled ${stamp()}`;
  const { id } = await createCampaign(w, admin.cookie, {
    name,
    subject: 'Next week',
    preheader: '',
    body: 'Coming **soon**.',
    audience: 'newsletter',
  });
  await signInAs(page, admin.cookie);
  await page.goto(`/admin/campaigns/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  const when = page.getByLabel('Schedule for later');
  const localInput = (days: number) =>
    page.evaluate((d) => {
      const at = new Date(Date.now() + d * 24 * 60 * 60_000);
      at.setHours(10, 0, 0, 0);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T10:00`;
    }, days);
  // A time in the past is refused before the server is asked.
  await when.fill(await localInput(-1));
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.scheduleInPast)).toBeVisible();
  expect((await getCampaign(w, admin.cookie, id)).status).toBe('draft');

  await when.fill(await localInput(2));
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await toast(page, CAMPAIGN_MESSAGES.scheduled);
  await expect(statusIn(page)).toHaveText('Scheduled');
  await expect(page.getByText('Scheduled for')).toBeVisible();
  const scheduled = await getCampaign(w, admin.cookie, id);
  expect(scheduled.status).toBe('scheduled');
  expect(new Date(scheduled.scheduled_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 24 * 60 * 60_000);

  await page.goto('/admin/campaigns');
  await expect(statusIn(listEntry(page, name))).toHaveText('Scheduled');
  await expect(listEntry(page, name)).toContainText('Scheduled for');
  await listEntry(page, name).getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Cancel schedule' }).click();
  await toast(page, CAMPAIGN_MESSAGES.cancelled);
  await expect(statusIn(page)).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel schedule' })).toHaveCount(0);

  const again = await campaignMove(w, admin.cookie, id, 'cancel');
  expect(again.status).toBe(409);
  expect(again.body.error).toBe(CAMPAIGN_MESSAGES.notCancellable);
  await page.getByRole('link', { name: 'Email Campaigns' }).first().click();
  await expect(statusIn(listEntry(page, name))).toHaveText('Cancelled');
});

test('a sending campaign pauses with no mail leaving, and resumes to the end; other moves are refused', async ({
  page,
}, info) => {
  const w = info.workerIndex;
  const admin = await campaignAdmin(w);
  // At one mail a second, six or more recipients leave several seconds to pause in.
  for (let i = 0; i < 6; i++) await confirmedSubscriber(w);
  const name = `Pause me ${stamp()}`;
  const { id } = await createCampaign(w, admin.cookie, {
    name,
    subject: 'Slow and steady',
    preheader: '',
    body: 'One at a time.',
    audience: 'newsletter',
  });
  await signInAs(page, admin.cookie);
  await page.goto(`/admin/campaigns/${id}`);
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send now' }).click();
  await toast(page, CAMPAIGN_MESSAGES.sending);
  await expect(statusIn(page)).toHaveText('Sending');

  await page.getByRole('button', { name: 'Pause' }).click();
  await toast(page, CAMPAIGN_MESSAGES.paused);
  await expect(statusIn(page)).toHaveText('Paused');
  await expect(page.getByRole('progressbar', { name: 'Paused' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);

  // A mail already on its way may still land; after that, nothing leaves while paused.
  await page.waitForTimeout(1_500);
  const paused = await getCampaign(w, admin.cookie, id);
  expect(paused.status).toBe('paused');
  expect(paused.stats.queued).toBeGreaterThan(0);
  await page.waitForTimeout(3_000);
  expect((await getCampaign(w, admin.cookie, id)).stats).toEqual(paused.stats);
  await checkScreen(page, 'detail-paused', { theme: 'dark' });

  const refused = async (move: Parameters<typeof campaignMove>[3], message: string) => {
    const res = await campaignMove(w, admin.cookie, id, move);
    expect(res.status, `${move}: ${JSON.stringify(res.body)}`).toBe(409);
    expect(res.body.error).toBe(message);
  };
  await refused('pause', CAMPAIGN_MESSAGES.notPausable);
  await refused('cancel', CAMPAIGN_MESSAGES.notCancellable);
  await refused('send', CAMPAIGN_MESSAGES.notSchedulable);
  const del = await callApi(w, `/api/admin/campaigns/${id}`, { cookie: admin.cookie, method: 'DELETE' });
  expect(del.status).toBe(409);
  expect(del.body.error).toBe(CAMPAIGN_MESSAGES.notDeletable);

  await page.getByRole('button', { name: 'Resume' }).click();
  await toast(page, CAMPAIGN_MESSAGES.resumed);
  await expect(statusIn(page)).toHaveText('Sent', { timeout: 30_000 + paused.stats.queued * 3_000 });
  const done = await getCampaign(w, admin.cookie, id);
  expect(done.stats.sent + done.stats.skipped).toBe(done.stats.recipients);
  await expect(stat(page, 'Sent')).toHaveText(String(done.stats.sent));
  await refused('resume', CAMPAIGN_MESSAGES.notResumable);
  await refused('pause', CAMPAIGN_MESSAGES.notPausable);
});

test('a moderator reads campaigns without a way to change them; a member is turned away', async ({
  page,
  seed,
}, info) => {
  const w = info.workerIndex;
  const admin = await campaignAdmin(w);
  const name = `Read only ${stamp()}`;
  const { id } = await createCampaign(w, admin.cookie, {
    name,
    subject: 'Hello {{first_name}}',
    preheader: '',
    body: 'The body as **written**.',
    audience: 'members',
  });

  const mod = await seed({ name: 'Morgan Moderator' });
  await grantRoleTo(w, mod.email, 'moderator');
  await signInAs(page, mod.cookie);
  await page.goto('/admin/campaigns');
  await expect(page.getByRole('heading', { name: 'Email Campaigns', level: 1 })).toBeVisible();
  await expect(statusIn(listEntry(page, name))).toHaveText('Draft');
  await expect(page.getByRole('link', { name: 'New campaign' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New campaign' })).toHaveCount(0);

  await listEntry(page, name).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('The body as **written**.')).toBeVisible();
  for (const action of [
    'Save draft',
    'Send now',
    'Send test to me',
    'Schedule',
    'Duplicate',
    'Delete',
    'Cancel schedule',
    'Pause',
    'Resume',
  ])
    await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);

  for (const [path, json, method] of [
    ['/api/admin/campaigns', { name, subject: 's', body: 'b', audience: 'members' }, 'POST'],
    [`/api/admin/campaigns/${id}/send`, undefined, 'POST'],
    [`/api/admin/campaigns/${id}`, undefined, 'DELETE'],
  ] as const) {
    const res = await callApi(w, path, { cookie: mod.cookie, json, method });
    expect(res.status, `${method} ${path}`).toBe(403);
  }
  await page.goto('/admin/campaigns/new');
  await expect(page.getByText(DENIED).first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const member = await seed({ name: 'Mo Member' });
  await page.context().clearCookies();
  await signInAs(page, member.cookie);
  for (const path of ['/admin/campaigns', `/admin/campaigns/${id}`]) {
    await page.goto(path);
    await expect(page.getByText(DENIED).first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  const list = await callApi(w, '/api/admin/campaigns', { cookie: member.cookie });
  expect(list.status).toBe(403);
});

test('a 120-character name and 400-character words fit a phone on the list, the editor and the detail, dark and light', async ({
  page,
}, info) => {
  const w = info.workerIndex;
  const admin = await campaignAdmin(w);
  await confirmedSubscriber(w);
  const tag = stamp();
  const long = {
    name: `${tag}${'n'.repeat(CAMPAIGN_LIMITS.name - tag.length)}`,
    subject: 's'.repeat(CAMPAIGN_LIMITS.subject),
    preheader: 'p'.repeat(CAMPAIGN_LIMITS.preheader),
    body: `Hi {{first_name}},\n\n${'w'.repeat(400)}\n\n[${'l'.repeat(400)}](https://example.com/${'u'.repeat(400)})\n\n\`${'c'.repeat(400)}\``,
    audience: 'newsletter' as const,
  };
  const draft = await createCampaign(w, admin.cookie, long);
  const done = await createCampaign(w, admin.cookie, { ...long, name: `${long.name.slice(0, -1)}d` });
  expect((await campaignMove(w, admin.cookie, done.id, 'schedule', { scheduledAt: daysAhead(3) })).status).toBe(200);
  expect((await campaignMove(w, admin.cookie, done.id, 'cancel')).status).toBe(200);

  await signInAs(page, admin.cookie);
  await page.setViewportSize({ width: 375, height: 812 });
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme);
    await page.goto('/admin/campaigns');
    await expect(listEntry(page, long.name)).toBeVisible();
    await expect(page.locator('html')).toHaveClass(theme);
    await expectFits(page, `list (${theme})`);
    await shot(page, `long-list-375-${theme}`);

    await page.goto(`/admin/campaigns/${draft.id}`);
    await expect(page.getByLabel('Name')).toHaveValue(long.name);
    await expect(preview(page).getByText('Hi there,')).toBeVisible();
    await expectFits(page, `editor (${theme})`);
    // The mail itself wraps the long words at a phone's width.
    expect(
      await preview(page)
        .locator('html')
        .evaluate((el) => el.scrollWidth - el.clientWidth),
    ).toBeLessThanOrEqual(0);
    await shot(page, `long-editor-375-${theme}`);
    await page.getByRole('tab', { name: 'Plain text' }).click();
    await expectFits(page, `editor, plain text (${theme})`);

    await page.goto(`/admin/campaigns/${done.id}`);
    await expect(statusIn(page)).toHaveText('Cancelled');
    await expect(preview(page).getByText('Hi there,')).toBeVisible();
    await expectFits(page, `detail (${theme})`);
    await shot(page, `long-detail-375-${theme}`);
  }

  // The mail as a reader's client shows it: the HTML the server renders for this campaign, on a phone.
  const html = (await renderedMail(w, admin.cookie, long)).html;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.setContent(html);
      await expectFits(page, `the mail at ${width} px (${scheme})`);
      await shot(page, `long-mail-${width}-${scheme}`);
    }
  }
});

test('bad input: a 201-character subject and an unknown merge field are refused with their messages', async ({
  page,
}, info) => {
  const w = info.workerIndex;
  const admin = await campaignAdmin(w);
  await signInAs(page, admin.cookie);
  const creates: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/admin/campaigns') creates.push(r.url());
  });
  await page.goto('/admin/campaigns/new');
  await page.getByLabel('Name').fill(`Bad input ${stamp()}`);
  await page.getByLabel('Body (Markdown)').fill('Hello.');
  const subject = page.getByLabel('Subject');

  // Typed, the field stops at the limit.
  await subject.fill('x'.repeat(201));
  await expect(subject).toHaveValue('x'.repeat(200));
  await expect(page.getByText('200 / 200')).toBeVisible();
  // Put in past the field's own limit (as a script or an old browser could), the form says why and sends nothing.
  await subject.evaluate((el) => el.removeAttribute('maxlength'));
  await subject.fill('x'.repeat(201));
  await expect(page.getByText('201 / 200')).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(subject).toHaveAccessibleDescription(CAMPAIGN_MESSAGES.subjectTooLong);
  expect(creates).toEqual([]);
  const tooLong = await callApi(w, '/api/admin/campaigns', {
    cookie: admin.cookie,
    json: { name: 'Too long', subject: 'x'.repeat(201), body: 'Hello.', audience: 'members' },
  });
  expect(tooLong.status).toBe(400);
  expect(tooLong.body.error).toContain(CAMPAIGN_MESSAGES.subjectTooLong);

  // {{last_name}} does not exist: the preview warns, and the form will not save it.
  const unknown = unknownMergeFieldMessage(['{{last_name}}']);
  await subject.fill('Fine subject');
  await page.getByLabel('Body (Markdown)').fill('Dear {{last_name}},\n\nHello.');
  await expect(page.getByText(unknown).first()).toBeVisible();
  await expect(preview(page).getByText('Dear {{last_name}},')).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByLabel('Body (Markdown)')).toHaveAccessibleDescription(unknown);
  expect(creates).toEqual([]);
  await shot(page, 'bad-input-1280-dark');
  const refused = await callApi(w, '/api/admin/campaigns', {
    cookie: admin.cookie,
    json: { name: 'Unknown', subject: 'Hi', body: 'Dear {{last_name}}', audience: 'members' },
  });
  expect(refused.status).toBe(400);
  expect(refused.body.error).toContain(unknown);

  // Fixed, it saves.
  await page.getByLabel('Body (Markdown)').fill('Dear {{first_name|friend}},\n\nHello.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await toast(page, CAMPAIGN_MESSAGES.created);
  expect(creates).toHaveLength(1);
});
