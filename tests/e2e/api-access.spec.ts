import type { Page } from '@playwright/test';
import { API_TOKEN_MAX, API_TOKEN_MESSAGES, type TApiToken } from '../../src/shared/api-access';
import { expect, type SeededUser, test } from './fixtures';
import { screenChecker } from './support/screens';
import { baseURL, nextLocalAddress, rawRequest } from './support/server';

const checkScreen = screenChecker('api-access-');

const card = (page: Page) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'API access' }) });
const tokenList = (page: Page) => page.getByRole('list', { name: 'Your access tokens' });
const EMPTY =
  'No tokens yet. A token lets a script or an AI assistant use Brandforge for you, with only the rights you give it.';

/** A token made through the API, as a script would make one with the member's session. */
async function createThroughApi(user: SeededUser, workerIndex: number, name: string) {
  const res = await rawRequest('/api/api-tokens', {
    json: { name, scopes: ['read'], expiresInDays: 30 },
    cookie: user.cookie,
    localAddress: nextLocalAddress(workerIndex),
  });
  expect(res.status, res.body).toBe(201);
}

/** Dialogs zoom in: a screenshot waits until nothing moves. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

const brandProfileWith = (page: Page, token: string) =>
  page.request.get('/api/v1/brand-profile', { headers: { Authorization: `Bearer ${token}` } });

test('create a token, see it once, copy it, use it and revoke it', async ({ page, context, user: _ }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'API access' })).toBeVisible();
  await expect(card(page).getByText(EMPTY)).toBeVisible();

  await page.getByRole('button', { name: 'Create token' }).click();
  const form = page.getByRole('dialog', { name: 'Create an access token' });
  await expect(form.getByRole('checkbox', { name: /^Read:/ })).toBeChecked();
  await expect(form.getByLabel('Expires after')).toHaveValue('90');
  await form.getByLabel('Name').fill('Claude Desktop');
  await form.getByRole('checkbox', { name: /^Generate:/ }).check();
  await form.getByLabel('Expires after').selectOption({ label: '30 days' });
  // Two quick clicks make one token.
  await form.getByRole('button', { name: 'Create token' }).dblclick();

  const shown = page.getByRole('dialog', { name: 'Copy your new token' });
  await expect(shown).toContainText('it will not be shown again');
  const field = shown.getByLabel('Your new token');
  await expect(field).toBeFocused();
  const token = await field.inputValue();
  expect(token).toMatch(/^bf_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Copy the token' }).click();
  await expect(page.getByText('Token copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await settled(page);
  await page.screenshot({ path: 'test-results/screenshots/api-access-token-shown-1280-dark.png' });
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByRole('button', { name: 'Create token' })).toBeFocused();

  const row = tokenList(page).getByRole('listitem').filter({ hasText: 'Claude Desktop' });
  await expect(tokenList(page).locator(':scope > li')).toHaveCount(1);
  await expect(row).toContainText(`bf_…${token.slice(-4)}`);
  await expect(row.getByRole('list', { name: 'Scopes' })).toHaveText('ReadGenerate');
  await expect(row).toContainText('Last usedNever');
  await expect(row).toContainText(/Expires \w{3} \d{1,2}, \d{4}/);
  await expect(page.getByText(token)).toHaveCount(0);

  // The list the page reads never carries the token, only its hint.
  const listed = await page.request.get('/api/api-tokens');
  expect(listed.status()).toBe(200);
  const body = await listed.text();
  expect(body).not.toContain(token);
  const tokens = JSON.parse(body) as (TApiToken & { token?: string })[];
  expect(tokens.map((t) => [t.name, t.hint, 'token' in t])).toEqual([
    ['Claude Desktop', `bf_…${token.slice(-4)}`, false],
  ]);

  // A program holding the token reads the brand profile with it.
  expect((await brandProfileWith(page, token)).status()).toBe(200);
  await page.reload();
  await expect(tokenList(page).getByRole('listitem').filter({ hasText: 'Claude Desktop' })).not.toContainText(
    'Last usedNever',
  );

  await row.getByRole('button', { name: 'Revoke Claude Desktop' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this token?' });
  await expect(confirm).toContainText('Claude Desktop stops working at once.');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Token revoked')).toBeVisible();
  await expect(tokenList(page)).toBeHidden();
  await expect(card(page).getByText(EMPTY)).toBeVisible();
  // Revoked means refused from the very next request.
  expect((await brandProfileWith(page, token)).status()).toBe(401);
});

test('the MCP address and the client configuration copy with one click', async ({ page, context, user: _ }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/profile');
  const mcp = `${baseURL()}/mcp`;
  await expect(page.getByRole('textbox', { name: 'MCP server address' })).toHaveValue(mcp);
  await page.getByRole('button', { name: 'Copy the MCP server address' }).click();
  await expect(page.getByText('MCP address copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mcp);

  await page.getByRole('button', { name: 'Copy the client configuration' }).click();
  await expect(page.getByText('Configuration copied')).toBeVisible();
  const config = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as unknown;
  expect(config).toEqual({
    mcpServers: { brandforge: { url: mcp, headers: { Authorization: 'Bearer <your token>' } } },
  });
  await expect(page.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/docs/api');
  await expect(page.getByRole('link', { name: 'OpenAPI document' })).toHaveAttribute('href', '/api/v1/openapi.json');
  // Both are the server's own pages, not app routes: they answer on their own.
  for (const path of ['/docs/api', '/api/v1/openapi.json'])
    expect((await page.request.get(path)).status(), path).toBe(200);
});

test('works from the keyboard: create, close, revoke', async ({ page, user: _ }) => {
  await page.goto('/profile');
  const create = page.getByRole('button', { name: 'Create token' });
  await create.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Create an access token' });
  await expect(form.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Keyboard only');
  await page.keyboard.press('Enter');
  const shown = page.getByRole('dialog', { name: 'Copy your new token' });
  await expect(shown.getByLabel('Your new token')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(shown).toBeHidden();
  await expect(create).toBeFocused();

  const revoke = page.getByRole('button', { name: 'Revoke Keyboard only' });
  await revoke.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this token?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(revoke).toBeFocused();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Cancel' }).press('Tab');
  await expect(confirm.getByRole('button', { name: 'Revoke' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(revoke).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'API access' })).toBeFocused();
});

test(`at ${API_TOKEN_MAX} tokens Create token is disabled and says why`, async ({ page, user }, info) => {
  for (let i = 1; i <= API_TOKEN_MAX; i++) await createThroughApi(user, info.workerIndex, `Script ${i}`);
  await page.goto('/profile');
  await expect(tokenList(page).locator(':scope > li')).toHaveCount(API_TOKEN_MAX);
  await expect(tokenList(page).locator(':scope > li').first()).toContainText(`Script ${API_TOKEN_MAX}`);
  const create = page.getByRole('button', { name: 'Create token' });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(API_TOKEN_MESSAGES.tooMany);
  await expect(card(page).getByText(API_TOKEN_MESSAGES.tooMany)).toBeVisible();
});

const LONG_WORD = 'w'.repeat(400);
const LONG_NAME =
  'A token for the nightly export of every saved result to the shared drive, and then some more words'.padEnd(120, 'x');

for (const theme of ['dark', 'light'] as const) {
  test(`long token names wrap and fit a phone, ${theme} theme`, async ({ page, user }, info) => {
    await page.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
    // The longest name the server takes, with no space to break at.
    const longest = 'n'.repeat(60);
    await createThroughApi(user, info.workerIndex, longest);
    // Longer than the server allows, so the layout holds whatever a later limit lets through.
    await page.route('**/api/api-tokens', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const real = (await (await route.fetch()).json()) as TApiToken[];
      const base = real[0]!;
      await route.fulfill({
        json: [
          ...real,
          {
            ...base,
            id: '00000000-0000-4000-8000-000000000001',
            name: LONG_NAME,
            scopes: ['read', 'generate', 'write'],
          },
          {
            ...base,
            id: '00000000-0000-4000-8000-000000000002',
            name: LONG_WORD,
            expires_at: '2026-01-01T00:00:00.000Z',
            last_used_at: '2025-12-30T00:00:00.000Z',
          },
        ],
      });
    });
    await page.goto('/profile');
    await expect(tokenList(page).locator(':scope > li')).toHaveCount(3);
    await expect(tokenList(page).getByText('Expired', { exact: true })).toBeVisible();
    await checkScreen(page, 'list', { theme });

    await page.setViewportSize({ width: 375, height: 812 });
    await card(page).screenshot({ path: `test-results/screenshots/api-access-card-375-${theme}.png` });
    await page.getByRole('button', { name: `Revoke ${LONG_WORD}` }).click();
    await expect(page.getByRole('alertdialog')).toContainText(`${LONG_WORD} stops working at once.`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await settled(page);
    await page.screenshot({ path: `test-results/screenshots/api-access-revoke-375-${theme}.png` });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Create token' }).click();
    const form = page.getByRole('dialog', { name: 'Create an access token' });
    await form.getByLabel('Name').fill(longest);
    await settled(page);
    await page.screenshot({ path: `test-results/screenshots/api-access-create-375-${theme}.png` });
    await form.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByRole('dialog', { name: 'Copy your new token' })).toContainText(longest);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await settled(page);
    await page.screenshot({ path: `test-results/screenshots/api-access-created-375-${theme}.png` });
  });
}
