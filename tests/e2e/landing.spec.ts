import { expect, test, uniqueEmail } from './fixtures';
import { openLanding } from './support/landing';

test('the header anchors lead to real sections and Login / Sign Up open /auth', async ({ page }) => {
  await openLanding(page);
  const header = page.getByRole('banner');
  for (const [label, id] of [
    ['Features', 'features'],
    ['Solution', 'solution'],
    ['Pricing', 'pricing'],
    ['About', 'about'],
  ]) {
    await header.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
  await expect(page.locator('#pricing')).toContainText('Free forever plan');
  await expect(page.locator('#pricing')).toContainText('No credit card');
  await expect(page.locator('#features')).toContainText('AI Bio Crafting');
  await expect(page.locator('#features')).toContainText('Realistic Previews');
  for (const platform of ['Instagram', 'LinkedIn', 'TikTok', 'YouTube'])
    await expect(page.locator('#features').getByText(platform, { exact: true }).first()).toBeVisible();

  // The landing page runs without the router; its links still move within the page, not reload it.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await header.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Define Your Brand/);
  await page.getByRole('link', { name: 'Start Building' }).first().click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('every footer link goes somewhere real', async ({ page, request }) => {
  await page.goto('/');
  const links = page.getByRole('contentinfo').getByRole('link');
  await expect.poll(() => links.count()).toBeGreaterThan(8);
  const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    expect(href, 'no placeholder links').not.toMatch(/^(#|javascript:)?$/);
    if (href.startsWith('#')) await expect(page.locator(href)).toHaveCount(1);
    else if (href.startsWith('/')) expect((await request.get(href)).status()).toBe(200);
    else expect(href).toMatch(/^(mailto:|tel:\+\d+$|https:\/\/)/);
  }
  // The spec's contact details: email, phone and city.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'hello@brandforge.app' })).toBeVisible();
  await expect(footer.getByRole('link', { name: '+1 (555) 010-2040' })).toHaveAttribute('href', 'tel:+15550102040');
  await expect(footer.getByText('Austin, Texas')).toBeVisible();
});

test('on a phone the sections are in a menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openLanding(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#landing-menu').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/#pricing$/);
  await expect(page.locator('#landing-menu')).toBeHidden();
});

test('the newsletter validates the address and asks to confirm from the inbox, the same for a repeat', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const email = page.getByLabel('Email address');
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();

  const address = uniqueEmail('news');
  const confirmed = page.getByText(
    'Almost there! Check your inbox and open the link we sent you to confirm your subscription.',
  );
  await email.fill(address);
  const first = page.waitForResponse('**/api/newsletter');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  expect((await first).status()).toBe(202);
  await expect(confirmed).toBeVisible();
  await expect(email).toHaveValue('');

  await email.fill(address.toUpperCase());
  const second = page.waitForResponse('**/api/newsletter');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  expect((await second).status()).toBe(202);
  await expect(confirmed).toHaveCount(2);
});

test('signed in, the landing page offers the dashboard instead of Login and Sign Up', async ({ page, user: _ }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  // The pricing card too: no sign-up offer to someone who has an account.
  await expect(page.getByRole('link', { name: 'Create your free account' })).toHaveCount(0);
  await expect(page.locator('#pricing').getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the landing page arrives prerendered: readable before any script runs, then hydrated in place', async ({
  browser,
  page,
  request,
}, info) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Define Your Brand.');
  expect(html).toContain('Free forever plan');
  // Every other page is the empty shell: no landing markup to mistake for it.
  expect(await (await request.get('/dashboard')).text()).toContain('<div id="root"></div>');

  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  try {
    const bare = await noScript.newPage();
    await bare.goto('/');
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText(/Define Your Brand\.\s*Amplify Your Voice\./);
    await expect(bare.locator('#pricing')).toContainText('Free forever plan');
    expect(await bare.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await bare.screenshot({ path: info.outputPath('landing-without-javascript-375.png') });
  } finally {
    await noScript.close();
  }

  // Hydrated: the prerendered nodes are kept (not re-created) and respond; a mismatch would log an error.
  await page.goto('/');
  const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toHaveAttribute('title', 'Switch to light theme');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.locator('html')).toHaveClass(/light/);
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toHaveAttribute('title', 'Switch to dark theme');
  expect(await heading?.evaluate((h) => h.isConnected)).toBe(true);
  await expect(page.getByRole('link', { name: 'Share on X' })).toHaveAttribute(
    'href',
    new RegExp(`url=${encodeURIComponent(new URL(page.url()).origin).replace(/[.]/g, '\\.')}`),
  );
});

test("a click before the landing page's code has arrived does not make React render the page again", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/landing-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for `load`, which may wait for the held chunk.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
  // Before hydration the button is the prerendered HTML's: the click does nothing, and breaks nothing.
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  release();
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toHaveAttribute('title', 'Switch to light theme');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.locator('html')).toHaveClass(/light/);
  expect(await heading?.evaluate((h) => h.isConnected)).toBe(true);
});

test('a stored light theme shows from the first paint of the prerendered page', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    await context.addInitScript(() => localStorage.setItem('vite-ui-theme', 'light'));
    const page = await context.newPage();
    // Before the app's own script runs: the blocking theme script has already set it.
    await page.route('**/assets/index-*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/light/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await context.close();
  }
});
