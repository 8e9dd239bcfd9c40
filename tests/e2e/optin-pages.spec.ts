import AxeBuilder from '@axe-core/playwright';
import { type Browser, devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { grantRoleTo, signInAs } from './support/admin';
import { asUser, leadMagnetInput, type PublishedPage, publishedPage } from './support/audience';

/*
 * Opt-in pages (docs/product/audience.md): publishing a lead magnet's page from its results, the public
 * page signed out on a desktop and a phone, offline and back, the member's list and page, and the
 * admin's list and takedown. Full-page screenshots go to test-results/screens/optin-*.png.
 */

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const LONG_WORD = 'w'.repeat(400);
/** 120 characters, the most a headline takes. */
const HEADLINE_120 =
  'Calm walks in seven days: the leash manners checklist for city dogs who pull, lunge and bark at every bike that rolls by'.slice(
    0,
    120,
  );

type PageRecord = PublishedPage;

async function axe(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => v.id),
    `${what}: ${JSON.stringify(serious.map((v) => v.nodes.map((n) => n.html)))}`,
  ).toEqual([]);
}

const sideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Full-page screenshots at 1280 and 375 px, with no sideways scrolling at 375. */
async function shoot(page: Page, name: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screens/optin-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await sideScroll(page), `sideways scroll at 375 px on ${name}`).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screens/optin-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * A dialog is fixed to the window, so its screenshots are of the window: tall enough to show the whole
 * form at 1280 px, and a phone's screen at 375 px (the dialog scrolls inside), with no sideways scroll.
 */
async function shootDialog(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 1000],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    expect(await sideScroll(page), `sideways scroll at ${width} px on ${name}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screens/optin-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A visitor who is signed out: a browser context of its own, on a desktop or a phone. */
async function visitor(browser: Browser, baseURL: string, phone = false) {
  const { defaultBrowserType: _, ...iphone } = devices['iPhone SE (3rd gen)'];
  const context = await browser.newContext(
    phone ? { ...iphone, baseURL } : { baseURL, viewport: { width: 1280, height: 800 } },
  );
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  return { page, scripts, close: () => context.close() };
}

/** What a visitor sees at `path`: the offer, its cover, the form, no script; screenshots in both themes. */
async function checkPublicPage(browser: Browser, baseURL: string, record: PageRecord, shotName?: string) {
  for (const phone of [false, true]) {
    const v = await visitor(browser, baseURL, phone);
    const res = await v.page.goto(record.path);
    expect(res?.status()).toBe(200);
    await expect(v.page.getByRole('heading', { level: 1 })).toHaveText(record.headline);
    await expect(v.page.getByRole('listitem')).toHaveText(record.bullets);
    const cover = v.page.getByRole('img', { name: /^Cover of / });
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(v.page.getByLabel('Email')).toBeVisible();
    await expect(v.page.getByLabel(/First name/)).toBeVisible();
    await expect(v.page.getByRole('button', { name: 'Send me the checklist' })).toBeVisible();
    expect(await v.page.locator('script').count()).toBe(0);
    expect(v.scripts).toEqual([]);
    expect(
      await sideScroll(v.page),
      `sideways scroll on the public page (${phone ? 'phone' : 'desktop'})`,
    ).toBeLessThanOrEqual(0);
    if (shotName) {
      for (const scheme of ['light', 'dark'] as const) {
        await v.page.emulateMedia({ colorScheme: scheme });
        if (!phone) await axe(v.page, `public page, ${scheme}`);
        await v.page.screenshot({
          path: `test-results/screens/optin-${shotName}-${phone ? 375 : 1280}-${scheme}.png`,
          fullPage: true,
        });
      }
    }
    await v.close();
  }
}

test('a member publishes a lead magnet as a page, visitors see it, and it goes offline and back', async ({
  page,
  context,
  browser,
  baseURL,
  user,
  seed,
}, info) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Someone else's page already holds the address the member tries first.
  const taken = `taken-${stamp()}`;
  await publishedPage(await seed({ name: 'Other Member' }), info.workerIndex, 'Another checklist', { slug: taken });
  const magnet = await asUser(user, info.workerIndex)<{ id: string }>(
    '/api/lead-magnets',
    leadMagnetInput(`The Leash Manners Starter Checklist ${stamp()}`, `A long word in the description: ${LONG_WORD}`),
  );

  await page.goto(`/lead-magnet-generator/${magnet.id}`);
  await page.getByRole('button', { name: 'Publish opt-in page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish opt-in page' });
  const address = dialog.getByLabel('Address', { exact: true });
  await expect(address).toHaveValue(/^the-leash-manners-starter-checklist/);
  await expect(dialog.getByLabel('Your name as shown')).toHaveValue(user.name);
  for (const n of [1, 2, 3]) await expect(dialog.getByLabel(`Bullet point ${n}`)).not.toHaveValue('');
  await expect(dialog.getByText('Lower-case letters, digits and hyphens')).toBeVisible();
  await dialog.getByLabel('Headline').fill(HEADLINE_120);
  await expect(dialog.getByText('120/120')).toBeVisible();
  await expect(dialog.getByRole('figure')).toContainText(HEADLINE_120);

  // A taken address: the server's answer shows under the address, and nothing is published.
  await address.fill(taken);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText('This address is already taken. Please choose another one.')).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await axe(page, 'publish dialog');
  await shootDialog(page, 'publish-dialog');

  const slug = `leash-manners-${stamp()}`;
  await address.fill(slug);
  // A double click publishes once: the second answer would be a 409 toast or error.
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/audience/pages')) posts += 1;
  });
  await dialog.getByRole('button', { name: 'Publish' }).dblclick();
  await expect(page.getByText('Your opt-in page is live')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(posts).toBe(1);
  const url = `${baseURL}/l/${slug}`;
  await expect(page.getByText(url).first()).toBeVisible();

  const panel = page.getByTestId('optin-page-panel');
  await expect(panel.getByRole('heading', { name: 'Opt-in page' })).toBeFocused();
  await expect(panel.getByText('Live', { exact: true })).toBeVisible();
  await expect(panel.getByText('0 subscribers')).toBeVisible();
  await expect(panel.getByRole('link', { name: url })).toHaveAttribute('href', url);
  await expect(page.getByRole('button', { name: 'Publish opt-in page' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Copy the address' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  // The result screen is long: the window around the panel, at both widths, once the toasts are gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await panel.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `test-results/screens/optin-lead-magnet-panel-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const record: PageRecord = await asUser(
    user,
    info.workerIndex,
  )<{ page: PageRecord }>(`/api/audience/pages/of-lead-magnet?lead_magnet_id=${magnet.id}`).then((r) => r.page);
  expect(record.headline).toBe(HEADLINE_120);
  await checkPublicPage(browser, baseURL!, record, 'public');

  // The member's list, then the page's own screen.
  await page.goto('/audience/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Opt-in pages' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Audience' }).getByRole('link', { name: 'Opt-in pages' }),
  ).toHaveAttribute('aria-current', 'page');
  const card = page.getByTestId('optin-page-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(HEADLINE_120);
  await expect(card).toContainText(url);
  await expect(card).toContainText('Live');
  await axe(page, 'pages list');
  await shoot(page, 'pages-list');

  await card.getByRole('link', { name: HEADLINE_120, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE_120);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(slug);
  await axe(page, 'page detail');
  await shoot(page, 'page-detail');
  // The light theme, once, on the screen with the most parts.
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'light'));
  await page.reload();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(slug);
  await axe(page, 'page detail, light');
  await shoot(page, 'page-detail-light');

  // Offline, after the confirmation: visitors are told the offer has ended.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Take this page offline?' });
  await expect(confirm).toContainText('Visitors will see that the offer has ended until you publish it again.');
  await confirm.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Your opt-in page is offline')).toBeVisible();
  await expect(page.locator('main').getByText('Offline', { exact: true }).first()).toBeVisible();
  const gone = await visitor(browser, baseURL!);
  const ended = await gone.page.goto(record.path);
  expect(ended?.status()).toBe(404);
  await expect(gone.page.getByRole('heading', { level: 1 })).toHaveText('This offer has ended');
  await gone.page.screenshot({ path: 'test-results/screens/optin-public-ended-1280.png', fullPage: true });

  // Back online, and an edit of the text shows on the public page.
  await page.getByRole('button', { name: 'Publish again' }).click();
  await expect(page.getByText('Your opt-in page is live again')).toBeVisible();
  const headline = page.getByLabel('Headline');
  await headline.fill('Calm walks in seven days');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Opt-in page saved')).toBeVisible();
  await gone.page.reload();
  await expect(gone.page.getByRole('heading', { level: 1 })).toHaveText('Calm walks in seven days');
  await gone.close();

  // Deleting the page leaves the lead magnet, which offers publishing again.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this opt-in page?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Opt-in page deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/audience\/pages$/);
  await expect(page.getByRole('heading', { name: 'No opt-in pages yet' })).toBeVisible();
  await shoot(page, 'pages-empty');
  await page.goto(`/lead-magnet-generator/${magnet.id}`);
  await expect(page.getByRole('button', { name: 'Publish opt-in page' })).toBeVisible();
});

test('admins list every page with its owner and take one down; moderators only read', async ({
  page,
  browser,
  baseURL,
  seed,
}, info) => {
  test.setTimeout(120_000);
  const member = await seed({ name: 'Dee Trainer' });
  const { page: record } = await publishedPage(member, info.workerIndex, `Puppy Plan ${stamp()}`);

  const moderator = await seed({ name: 'Morgan Moderator' });
  await grantRoleTo(info.workerIndex, moderator.email, 'moderator');
  await signInAs(page, moderator.cookie);
  await page.goto('/admin/optin-pages');
  await page.getByLabel('Search', { exact: true }).fill(member.email);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Dee Trainer');
  await expect(row).toContainText(record.path);
  await expect(row).toContainText('Live');
  await expect(page.getByRole('button', { name: /^Unpublish/ })).toHaveCount(0);
  await page.context().clearCookies();

  const admin = await seed({ name: 'Ada Admin' });
  await grantRoleTo(info.workerIndex, admin.email, 'admin');
  await signInAs(page, admin.cookie);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Opt-in Pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opt-in Pages' })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(member.email);
  await expect(page).toHaveURL(/q=/);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: record.path })).toHaveAttribute('href', record.path);
  await axe(page, 'admin list');
  await shoot(page, 'admin');

  await row.getByRole('button', { name: /^Unpublish/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Unpublish this opt-in page?' });
  await expect(confirm).toContainText('The page goes offline at once and its owner cannot publish it again.');
  await confirm.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Opt-in page unpublished')).toBeVisible();
  await expect(row).toContainText('Taken down by an admin');
  await expect(row.getByRole('button', { name: /^Unpublish/ })).toHaveCount(0);

  const v = await visitor(browser, baseURL!);
  await v.page.goto(record.path);
  await expect(v.page.getByRole('heading', { level: 1 })).toHaveText('This offer has ended');
  await v.close();

  // The owner sees why, and cannot bring it back.
  await page.context().clearCookies();
  await signInAs(page, member.cookie);
  await page.goto(`/audience/pages/${record.id}`);
  await expect(page.getByText('An admin took this page offline.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish again' })).toHaveCount(0);
});

test('fifty pages with the longest headlines fit a phone', async ({ page, seed }, info) => {
  test.setTimeout(300_000);
  // Admins are not metered: one account makes all fifty lead magnets.
  const member = await seed({ name: 'Maximilian Alexander Longname-Smythe' });
  await grantRoleTo(info.workerIndex, member.email, 'admin');
  await signInAs(page, member.cookie);
  const run = stamp();
  let first: { magnetId: string; page: PageRecord } | undefined;
  for (let i = 0; i < 50; i++) {
    const headline = i === 0 ? 'H'.repeat(120) : `${i + 1}. ${HEADLINE_120}`.slice(0, 120);
    const made = await publishedPage(member, info.workerIndex, `Checklist ${i + 1} ${'T'.repeat(100)}`, {
      slug: `fifty-${run}-${i + 1}`,
      headline,
    });
    first ??= made;
  }

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/audience/pages');
  await expect(page.getByTestId('optin-page-card')).toHaveCount(50);
  expect(await sideScroll(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/optin-pages-list-50-375.png', fullPage: true });
  await page.goto(`/audience/pages/${first!.page.id}`);
  await expect(page.getByLabel('Address', { exact: true })).toBeVisible();
  expect(await sideScroll(page)).toBeLessThanOrEqual(0);
  await page.goto(`/lead-magnet-generator/${first!.magnetId}`);
  await expect(page.getByTestId('optin-page-panel')).toBeVisible();
  expect(await sideScroll(page)).toBeLessThanOrEqual(0);
  await page.goto(`/admin/optin-pages?q=fifty-${run}`);
  // On a phone the table gives way to cards.
  await expect(page.getByRole('list', { name: 'Opt-in pages' }).getByRole('listitem')).toHaveCount(25);
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.getByText('Showing 1–25 of 50')).toBeVisible();
  expect(await sideScroll(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 26–50 of 50')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/optin-admin-page-2-375.png', fullPage: true });
});
