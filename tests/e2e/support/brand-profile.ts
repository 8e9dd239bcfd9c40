import { expect, type Locator, type Page, type Request } from '@playwright/test';
import type { TBrandProfile } from '../../../src/shared/brand-profile';
import type { SeededUser } from '../fixtures';
import { nextLocalAddress, rawRequest } from './server';

/** Writes fields as the user's own edits, through the signed-in page's API context. */
export async function seedProfile(page: Page, fields: Record<string, string | string[]>) {
  for (const [field, value] of Object.entries(fields)) {
    const res = await page.request.put(`/api/brand-profile/fields/${field}`, { data: { value } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

export const readProfile = async (page: Page) =>
  (await (await page.request.get('/api/brand-profile')).json()) as TBrandProfile;

export const useTheme = (page: Page, theme: 'dark' | 'light') =>
  page.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);

/** The Clear button of a field's 'From your brand profile' mark. */
export const clearMark = (page: Page, label: string) =>
  page.getByRole('button', { name: `Clear ${label} from your brand profile` });

export const brandToggle = (page: Page) => page.getByRole('switch', { name: 'Use my brand profile' });

/** Resolves with the next POST to `path` the page sends. */
export const nextPost = (page: Page, path: string) =>
  page.waitForRequest((r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === path);

/**
 * Generates twice from the same answers: with the toggle off (answered with a failure, so the
 * answers stay), then on again. Only the first request carries `X-Brand-Profile: off`. `recover`
 * brings the generator back after the failure, where the failure screen replaces it.
 */
export async function offThenOn(
  page: Page,
  path: string,
  generate: () => Promise<void>,
  failed: Locator,
  recover?: () => Promise<void>,
) {
  let posts = 0;
  await page.route(`**${path}`, (route) => {
    if (route.request().method() !== 'POST' || ++posts > 1) return route.fallback();
    return route.fulfill({ status: 502, json: { error: 'The AI provider is not answering right now.' } });
  });
  const toggle = brandToggle(page);
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  const off = nextPost(page, path);
  await generate();
  expect((await off).headers()['x-brand-profile']).toBe('off');
  await expect(failed).toBeVisible();
  await recover?.();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  const on = nextPost(page, path);
  await generate();
  expect((await on).headers()['x-brand-profile']).toBeUndefined();
}

/** The consent dialog's row for one field: its checkbox and its text. */
export const consentRow = (dialog: Locator, label: string) => {
  const item = dialog.getByRole('listitem').filter({ has: dialog.page().getByText(label, { exact: true }) });
  return { item, box: item.getByRole('checkbox') };
};

/** Switches the theme of an open page and waits for it to apply. */
export async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((t) => localStorage.setItem('vite-ui-theme', t), theme);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(theme);
}

/** Writes fields as the user's own edits through the API for a seeded user whose cookie the page may not hold yet. */
export async function seedFields(user: SeededUser, workerIndex: number, fields: Record<string, string | string[]>) {
  for (const [field, value] of Object.entries(fields)) {
    const res = await rawRequest(`/api/brand-profile/fields/${field}`, {
      method: 'PUT',
      json: { value },
      cookie: user.cookie,
      localAddress: nextLocalAddress(workerIndex),
    });
    expect(res.status, res.body).toBe(200);
  }
}

/** Twelve mission wizard answers of a night-shift nurse who cooks, three per section. */
export const MISSION_ANSWERS = {
  expertise: ['An ICU nurse of 12 years', 'I love cooking for my team', 'Knack for simple meal plans'],
  audience: ['Night-shift nurses', 'Nurses new to nights', 'Nurses who want more energy'],
  outcome: ['Eat well on every shift', 'Cook once for the week', 'Feel rested on days off'],
  obstacles: ['Lack of time', 'Crash diets', 'Burnout'],
};
