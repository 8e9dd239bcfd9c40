import { readFileSync } from 'node:fs';
import { devices } from '@playwright/test';
import { expect, mailLink, test, uniqueEmail } from './fixtures';
import { workerInControl } from './support/pwa';
import { nextLocalAddress, rawRequest } from './support/server';

/*
 * The loop the audience feature closes (docs/product/audience.md): a member's lead magnet published as
 * an opt-in page, a reader on a phone who signs up, confirms from the mailed link, downloads the PDF and
 * gets the delivery mail, and the member who then finds the reader on the Audience screen. Screenshots
 * of the public pages in light and dark go to test-results/screens/flow-*.png.
 */

const leadMagnet = {
  title: 'The Quarter-End Close Checklist',
  description: 'Close the books in two days, not two weeks.',
  targetAudience: 'Freelance bookkeepers with five to twenty clients',
  industry: 'Finance',
  painPoints: ['Receipts arrive late every month', 'Reconciliations pile up at quarter end'],
  leadMagnetType: 'checklist',
  contentOutline: {
    sections: [
      { title: 'Before the month ends', description: 'Ask for receipts before they are late.' },
      { title: 'Reconcile weekly', description: 'Small batches instead of one big pile.' },
      { title: 'Close day', description: 'The order that saves a day.' },
    ],
    objectives: ['Close a quarter in two days'],
  },
  designPreferences: { colorScheme: 'professional', style: 'modern', includeImages: true, includeCharts: false },
};

const form = (email: string) => ({ first: 'Rae', email });

test('a reader signs up on a phone, confirms from the mail, downloads the PDF and shows up in the Audience', async ({
  page,
  user,
  browser,
  baseURL,
}, info) => {
  const call = async <T>(path: string, json?: unknown): Promise<T> => {
    const res = await rawRequest(path, { json, cookie: user.cookie, localAddress: nextLocalAddress(info.workerIndex) });
    expect(res.status, `${path}: ${res.body}`).toBeLessThan(300);
    return JSON.parse(res.body) as T;
  };
  const magnet = await call<{ id: string }>('/api/lead-magnets', leadMagnet);
  const draft = await call<{ slug: string; headline: string; bullets: string[]; display_name: string }>(
    `/api/audience/pages/draft?lead_magnet_id=${magnet.id}`,
  );
  const slug = `${draft.slug}-${Date.now().toString(36)}`;
  const published = await call<{ path: string; headline: string }>('/api/audience/pages', {
    leadMagnetId: magnet.id,
    slug,
    headline: draft.headline,
    bullets: draft.bullets,
    displayName: draft.display_name,
  });

  // The member's own browser runs the app's offline worker; their page is still the server's, not the app.
  await page.goto('/dashboard');
  await workerInControl(page);
  await page.goto(published.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.headline);

  const { defaultBrowserType: _, ...phone } = devices['iPhone SE (3rd gen)'];
  const reader = await browser.newContext({ ...phone, baseURL });
  const r = await reader.newPage();
  const email = uniqueEmail('reader');
  await r.goto(published.path);
  const { first } = form(email);
  await r.getByLabel(/First name/).fill(first);
  await r.getByLabel('Email').fill(email);
  for (const scheme of ['light', 'dark'] as const) {
    await r.emulateMedia({ colorScheme: scheme });
    await r.screenshot({ path: `test-results/screens/flow-public-375-${scheme}.png`, fullPage: true });
  }
  await r.getByRole('button', { name: 'Send me the checklist' }).click();
  await expect(r.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(r).toHaveURL(new RegExp(`${published.path}\\?sent=1$`));

  // The confirmation link opens a page; only its button confirms.
  const confirmLink = await mailLink(email, 0);
  expect(confirmLink).toContain(`${published.path}/confirm?token=`);
  await r.goto(confirmLink);
  await r.screenshot({ path: 'test-results/screens/flow-confirm-375-dark.png', fullPage: true });
  await r.getByRole('button', { name: 'Yes, send me the download' }).click();
  await expect(r.getByRole('heading', { name: "You're in" })).toBeVisible();
  await r.emulateMedia({ colorScheme: 'light' });
  await r.screenshot({ path: 'test-results/screens/flow-confirmed-375-light.png', fullPage: true });

  const [download] = await Promise.all([
    r.waitForEvent('download'),
    r.getByRole('link', { name: 'Download the PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The delivery mail comes from the sending engine, with its own download link.
  const deliveryLink = await mailLink(email, 1, 20_000);
  expect(deliveryLink).toContain(`${published.path}/download?token=`);
  const pdf = await r.request.get(deliveryLink);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await reader.close();

  await page.goto('/audience');
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/subscribed/i);
  await expect(row).toContainText(published.headline);
});
