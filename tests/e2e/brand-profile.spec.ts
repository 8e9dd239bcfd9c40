import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { readPdf } from '../../src/shared/export/testing';
import { expect, test } from './fixtures';
import { seedFields, setTheme } from './support/brand-profile';
import { nextLocalAddress, rawRequest } from './support/server';
import { screenChecker } from './support/screens';

const checkScreen = screenChecker('brand-');

/** What the source line says for a value saved today, as the page formats it. */
const today = () => new Date().toLocaleDateString('en-US', { dateStyle: 'medium' });

const card = (page: Page, field: string) => page.getByTestId(`brand-field-${field}`);
const open = (c: Locator) => c.getByRole('button', { name: /^(Add|Edit) / }).click();
const save = (c: Locator) => c.getByRole('button', { name: /^Save / }).click();
const saved = (page: Page) => expect(page.getByText('Saved to your brand profile').first()).toBeVisible();
const filled = (page: Page, n: number) =>
  expect(page.getByTestId('brand-completeness-summary')).toContainText(`${n} of 12 filled`);

/** Stacked toasts sit half-hidden behind each other, which axe reads as low contrast: let them go first. */
const toastsGone = (page: Page) => expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });

const FULL = {
  displayName: 'Calm Kitchen',
  mission: 'I help night-shift nurses eat well without cooking every day.',
  niche: 'Meal prep for night-shift nurses',
  audience: 'Nurses working 12-hour night shifts',
  painPoints: ['No energy to cook after a shift', 'Vending machine dinners', 'Sleep schedule chaos'],
  promise: 'Eat well on nights without spending your day off cooking.',
  offer: 'A 4-week meal prep programme for shift workers',
  pillars: ['Batch cooking', 'Sleep and food', 'Night-shift snacks'],
  voice: ['warm', 'direct', 'practical'],
  voiceSample: 'You just finished a 12-hour shift. Dinner can still be ready in five minutes, and it can be good.',
  avoidWords: ['hustle', 'superfood'],
  platforms: ['instagram', 'tiktok'],
};

test('fill and edit every field, each saved on its own; reload keeps them; source lines; clear a field', async ({
  page,
  user: _,
}) => {
  test.setTimeout(120_000);
  await page.goto('/brand');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brand Profile');
  await expect(page.getByRole('heading', { name: 'Your brand profile is empty' })).toBeVisible();
  await filled(page, 0);
  await expect(page.getByRole('button', { name: 'Download Markdown' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  await expect(page.getByText('Not filled in yet.')).toHaveCount(12);
  await checkScreen(page, 'empty');

  // The empty state's action opens the first field, focused.
  await page.getByRole('link', { name: 'Start with your name' }).click();
  const name = card(page, 'displayName');
  await expect(name.getByRole('textbox')).toBeFocused();
  await name.getByRole('textbox').fill('Calm Kitchn');
  // Enter in a one-line input saves.
  await name.getByRole('textbox').press('Enter');
  await saved(page);
  await expect(name.getByRole('textbox')).toHaveCount(0);
  await expect(name).toContainText('Calm Kitchn');
  await expect(name.getByTestId('source-line')).toHaveText(`Edited by you on ${today()}`);
  await expect(name.getByRole('button', { name: 'Edit Display name' })).toBeFocused();
  await filled(page, 1);
  await expect(page.getByRole('heading', { name: 'Your brand profile is empty' })).toHaveCount(0);

  // Two editors open at once: saving one leaves the other's draft unsaved.
  const mission = card(page, 'mission');
  const niche = card(page, 'niche');
  await open(mission);
  await mission.getByRole('textbox').fill('A draft that is never saved');
  await open(niche);
  await niche.getByRole('textbox').fill(FULL.niche);
  await save(niche);
  await saved(page);
  await expect(niche).toContainText(FULL.niche);
  // Escape cancels and puts the saved value (none) back.
  await mission.getByRole('textbox').press('Escape');
  await expect(mission).toContainText('Not filled in yet.');
  await page.reload();
  await expect(niche).toContainText(FULL.niche);
  await expect(mission).toContainText('Not filled in yet.');
  await filled(page, 2);

  // Text areas: Enter is a new line, Save saves.
  for (const field of ['mission', 'audience', 'promise'] as const) {
    const c = card(page, field);
    await open(c);
    await c.getByRole('textbox').fill(FULL[field]);
    await save(c);
    await expect(c).toContainText(FULL[field]);
  }
  const offer = card(page, 'offer');
  await open(offer);
  await offer.getByRole('textbox').fill(FULL.offer);
  await offer.getByRole('textbox').press('Enter');
  await expect(offer).toContainText(FULL.offer);

  // Chip editors: Enter adds a chip, a repeat is left out, a chip can be removed, a typed entry is kept on Save.
  const pains = card(page, 'painPoints');
  await open(pains);
  const newPain = pains.getByRole('textbox', { name: 'New pain point' });
  for (const p of [...FULL.painPoints, 'vending MACHINE dinners', 'A typo entry'])
    await newPain.fill(p).then(() => newPain.press('Enter'));
  await expect(pains.getByRole('listitem')).toHaveCount(4);
  await pains.getByRole('button', { name: 'Remove "A typo entry"' }).click();
  await expect(pains.getByText('3 of up to 15 entries')).toBeVisible();
  await toastsGone(page);
  await checkScreen(page, 'chip-editor');
  await save(pains);
  await expect(pains.getByRole('listitem')).toHaveCount(3);

  for (const field of ['pillars', 'voice', 'avoidWords'] as const) {
    const c = card(page, field);
    await open(c);
    const input = c.getByRole('textbox');
    const items = FULL[field];
    for (const item of items.slice(0, -1)) await input.fill(item).then(() => input.press('Enter'));
    await input.fill(items.at(-1) ?? '');
    await save(c);
    for (const item of items) await expect(c.getByText(item, { exact: true })).toBeVisible();
  }

  const sample = card(page, 'voiceSample');
  await open(sample);
  await sample.getByRole('textbox').fill(FULL.voiceSample);
  await expect(sample.getByText(`${FULL.voiceSample.length} / 1,500 characters`)).toBeVisible();
  await save(sample);
  await expect(sample).toContainText(FULL.voiceSample);

  const platforms = card(page, 'platforms');
  await open(platforms);
  await platforms.getByRole('button', { name: 'Instagram' }).click();
  await platforms.getByRole('button', { name: 'TikTok' }).click();
  await expect(platforms.getByRole('button', { name: 'TikTok' })).toHaveAttribute('aria-pressed', 'true');
  await save(platforms);
  await expect(platforms.getByText('Instagram', { exact: true })).toBeVisible();
  await expect(platforms.getByText('TikTok', { exact: true })).toBeVisible();

  // Edit: the name's typo fixed; Cancel leaves the niche as it was.
  await open(name);
  await expect(name.getByRole('textbox')).toHaveValue('Calm Kitchn');
  await name.getByRole('textbox').fill(FULL.displayName);
  await save(name);
  await expect(name).toContainText(FULL.displayName);
  await open(niche);
  await niche.getByRole('textbox').fill('Something else');
  await niche.getByRole('button', { name: 'Cancel' }).click();
  await expect(niche).toContainText(FULL.niche);

  await filled(page, 12);
  await expect(page.getByText('Your profile is complete. Every tool now writes with it.')).toBeVisible();
  await page.reload();
  for (const [field, value] of Object.entries(FULL)) {
    if (field === 'platforms') continue;
    for (const v of [value].flat()) await expect(card(page, field), field).toContainText(v);
  }
  await expect(page.getByTestId('source-line')).toHaveCount(12);
  await checkScreen(page, 'filled');
  await setTheme(page, 'light');
  await checkScreen(page, 'filled', { theme: 'light' });

  // Clear: the field is empty again, counts as missing, and stays so after a reload.
  const voice = card(page, 'voice');
  await open(voice);
  await voice.getByRole('button', { name: 'Clear Voice' }).click();
  await expect(page.getByText('Removed from your brand profile')).toBeVisible();
  await expect(voice).toContainText('Not filled in yet.');
  await expect(voice.getByTestId('source-line')).toHaveCount(0);
  await filled(page, 11);
  await page.reload();
  await expect(voice).toContainText('Not filled in yet.');
  // The missing field's link brings its editor up, focused.
  await page.getByRole('list', { name: 'Missing fields' }).getByRole('link', { name: 'Voice' }).click();
  await expect(page).toHaveURL(/\/brand#field-voice$/);
  await expect(voice.getByRole('textbox', { name: 'New voice word' })).toBeFocused();
});

test('the brief exports as markdown and as a real PDF', async ({ page, user }, info) => {
  test.setTimeout(90_000);
  await seedFields(user, info.workerIndex, FULL);
  await page.goto('/brand');
  await filled(page, 12);

  const download = async (button: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(await file.path())) };
  };
  const md = await download('Download Markdown');
  expect(md.name).toBe('brand-brief-calm-kitchen.md');
  const text = new TextDecoder().decode(md.bytes);
  expect(text.startsWith('# Brand brief: Calm Kitchen\n\n## Mission statement\n\n')).toBe(true);
  expect(text).toContain(`## Niche\n\n${FULL.niche}`);
  expect(text).toContain(`## Audience pain points\n\n${FULL.painPoints.map((p) => `- ${p}`).join('\n')}`);
  expect(text).toContain('## Voice\n\nwarm, direct, practical');
  expect(text).toContain(`## Voice sample\n\n${FULL.voiceSample}`);
  expect(text).toContain('## Words to avoid\n\nhustle, superfood');
  expect(text).toContain('## Platforms used\n\nInstagram, TikTok');
  await expect(page.getByText('Brand brief downloaded!')).toBeVisible();

  const pdf = await download('Download PDF');
  expect(pdf.name).toBe('brand-brief-calm-kitchen.pdf');
  expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
  const read = await readPdf(pdf.bytes);
  // The cover, then the brief on one page.
  expect(read.count).toBe(2);
  expect(read.pages[0]).toContain('Calm Kitchen');
  expect(read.pages[0]).toContain(FULL.niche);
  for (const label of ['Mission statement', 'Audience pain points', 'Voice sample', 'Words to avoid', 'Platforms used'])
    expect(read.pages[1]).toContain(label);
  expect(read.pages[1]).toContain('Vending machine dinners');
  expect(read.text).toContain('Page 2 of 2');
  await expect(page.getByText('PDF downloaded!')).toBeVisible();
});

test("a bad value shows the server's message at the field and changes nothing", async ({ page, user }, info) => {
  await seedFields(user, info.workerIndex, {
    voice: ['warm', 'direct', 'practical', 'calm', 'kind'],
    voiceSample: FULL.voiceSample,
  });
  await page.goto('/brand');
  const voice = card(page, 'voice');
  await open(voice);
  await voice.getByRole('textbox').fill('sixth');
  await voice.getByRole('textbox').press('Enter');
  await expect(voice.getByText('6 of 3 to 5 entries')).toBeVisible();
  await save(voice);
  const voiceError = voice.getByRole('alert');
  await expect(voiceError).toHaveText('Voice can have at most 5 entries');
  await expect(voice.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await expect(voice.getByRole('textbox')).toHaveAccessibleDescription(/Voice can have at most 5 entries/);

  const sample = card(page, 'voiceSample');
  await open(sample);
  await sample.getByRole('textbox').fill('x'.repeat(1501));
  await expect(sample.getByText('1,501 / 1,500 characters')).toBeVisible();
  await save(sample);
  await expect(sample.getByRole('alert')).toHaveText('Voice sample must be at most 1500 characters');
  await expect(sample.getByRole('textbox')).toHaveAccessibleDescription('Voice sample must be at most 1500 characters');
  // The draft stays so it can be fixed.
  await expect(sample.getByRole('textbox')).toHaveValue('x'.repeat(1501));
  await checkScreen(page, 'errors');

  await page.reload();
  await expect(voice.getByRole('listitem')).toHaveCount(5);
  await expect(voice).not.toContainText('sixth');
  await expect(sample).toContainText(FULL.voiceSample);
});

test('long content never pushes the page sideways, in either theme, editors open or not', async ({
  page,
  user,
}, info) => {
  test.setTimeout(120_000);
  const word = (n: number, c = 'w') => c.repeat(n);
  await seedFields(user, info.workerIndex, {
    displayName: word(120, 'N'),
    mission: `${word(400, 'm')} ${word(99)}`,
    niche: word(200, 'n'),
    audience: word(400, 'a'),
    painPoints: Array.from({ length: 15 }, (_, i) => `${i.toString(36)}${word(299, 'p')}`),
    promise: word(400, 'r'),
    offer: word(200, 'o'),
    pillars: Array.from({ length: 8 }, (_, i) => `${i.toString(36)}${word(59, 'c')}`),
    voice: Array.from({ length: 5 }, (_, i) => `${i.toString(36)}${word(29, 'v')}`),
    voiceSample: `${word(400, 's')} ${'A sentence of an ordinary length. '.repeat(32)}`.slice(0, 1500),
    avoidWords: Array.from({ length: 30 }, (_, i) => `${i.toString(36)}${word(39, 'x')}`),
    platforms: ['twitter', 'linkedin', 'instagram', 'tiktok', 'facebook', 'youtube'],
  });
  await page.goto('/brand');
  await filled(page, 12);
  await checkScreen(page, 'long');
  await setTheme(page, 'light');
  await checkScreen(page, 'long', { theme: 'light' });
  for (const field of ['displayName', 'painPoints', 'voiceSample', 'avoidWords', 'platforms'])
    await open(card(page, field));
  await checkScreen(page, 'long-editing', { theme: 'light' });
});

test('a value from a result says where it came from and links back to it', async ({ page, user }, info) => {
  const res = await rawRequest('/api/brand-profile/accept', {
    json: { source: { tool: 'pain-point-analysis', id: 'abc-123' }, fields: { audience: FULL.audience } },
    cookie: user.cookie,
    localAddress: nextLocalAddress(info.workerIndex),
  });
  expect(res.status, res.body).toBe(200);
  await page.goto('/brand');
  const line = card(page, 'audience').getByTestId('source-line');
  await expect(line).toHaveText(`From your pain point analysis of ${today()}`);
  await expect(line.getByRole('link')).toHaveAttribute('href', '/pain-point-analysis/abc-123');
  // Editing it makes it the user's own.
  await open(card(page, 'audience'));
  await card(page, 'audience').getByRole('textbox').fill('Nurses on nights');
  await save(card(page, 'audience'));
  await expect(line).toHaveText(`Edited by you on ${today()}`);
});

test('the voice sample can start from the mission statement or the latest bio', async ({ page, user }, info) => {
  const call = async (path: string, json: unknown) => {
    const res = await rawRequest(path, { json, cookie: user.cookie, localAddress: nextLocalAddress(info.workerIndex) });
    expect(res.status, res.body).toBe(201);
    return JSON.parse(res.body) as unknown;
  };
  const three = ['Meal prep for nurses', 'Cooking for shift workers', 'Healthy night snacks'];
  const mission = (await call('/api/missions', {
    expertise: three,
    audience: three,
    outcome: three,
    obstacles: three,
  })) as {
    statements: string[];
  };
  const bios = (await call('/api/social-bios', { platform: 'twitter' })) as { bios: string[] };
  await page.goto('/brand');
  const sample = card(page, 'voiceSample');
  await open(sample);
  await sample.getByRole('button', { name: 'My mission statement' }).click();
  await expect(sample.getByRole('textbox')).toHaveValue((mission.statements[0] ?? '').replace(/^\d+\.\s*/, ''));
  await sample.getByRole('button', { name: 'My latest Twitter bio' }).click();
  await expect(sample.getByRole('textbox')).toHaveValue(bios.bios[0] ?? '');
  await checkScreen(page, 'sample-picks');
  await save(sample);
  await expect(sample).toContainText(bios.bios[0] ?? '');
});

test('the sidebar entry sits above the tools, with the Audience; the dashboard shows completeness and links to what is missing', async ({
  page,
  user,
}, info) => {
  test.setTimeout(90_000);
  await page.goto('/dashboard');
  const sidebar = page.locator('[data-slot="sidebar"]').first();
  await expect(sidebar.getByRole('link', { name: 'Brand Profile' })).toBeVisible();
  const entries = await sidebar
    .locator('[data-slot="sidebar-menu-button"], [data-slot="sidebar-group-label"]')
    .allTextContents();
  expect(entries.slice(0, 5)).toEqual(['Brandforge', 'Dashboard', 'Brand Profile', 'Audience', 'AI Tools']);

  await expect(page.getByTestId('progress-row-brand_profile')).toContainText('Brand Profile0/1');
  const brandCard = page.getByTestId('brand-completeness');
  await expect(brandCard).toContainText('0 of 12 filled');
  await expect(brandCard.getByRole('link')).toHaveCount(13);
  await checkScreen(page, 'dashboard');
  await brandCard.getByRole('link', { name: 'Niche' }).click();
  await expect(page).toHaveURL(/\/brand#field-niche$/);
  await expect(card(page, 'niche').getByRole('textbox')).toBeFocused();
  await expect(sidebar.getByRole('link', { name: 'Brand Profile' })).toHaveAttribute('data-active', 'true');

  await seedFields(user, info.workerIndex, FULL);
  await page.goto('/dashboard');
  await expect(brandCard).toContainText('12 of 12 filled');
  await expect(brandCard).toContainText('Your profile is complete.');
  await expect(page.getByTestId('progress-row-brand_profile')).toContainText('Brand Profile1/1');
  await expect(page.getByTestId('progress-percent')).toHaveText('25%');
  await brandCard.getByRole('link', { name: 'Open Brand Profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brand Profile');
});

test('loading, then an error that can be retried', async ({ page, user: _ }) => {
  // Every failing answer (the query retries once) waits until the loading state has been looked at.
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  let fail = true;
  await page.route('**/api/brand-profile', async (route) => {
    if (!fail) return route.fallback();
    await gate;
    return route.fulfill({ status: 500, json: { error: 'Something went wrong on our side.' } });
  });
  await page.goto('/brand');
  await expect(page.locator('main [aria-busy="true"], #content [aria-busy="true"]').first()).toBeVisible();
  await checkScreen(page, 'loading', { loading: true });
  release();
  await expect(page.getByRole('alert')).toContainText(
    'Your brand profile could not be loaded: Something went wrong on our side.',
  );
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await filled(page, 0);
});
