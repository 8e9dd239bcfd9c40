import type { Page } from '@playwright/test';
import { expect, type SeededUser, test } from './fixtures';
import { nextLocalAddress, rawRequest } from './support/server';

/** One unbroken word of `n` characters: nothing to wrap at, the worst case for a layout. */
const word = (n: number, letter = 'w') => letter.repeat(n);
const LONG = word(400);

async function seedLongContent(user: SeededUser, workerIndex: number) {
  const call = async (path: string, json: unknown, method?: string) => {
    const res = await rawRequest(path, {
      json,
      method,
      cookie: user.cookie,
      localAddress: nextLocalAddress(workerIndex),
    });
    expect(res.status, `${path}: ${res.body}`).toBeLessThan(300);
    return JSON.parse(res.body) as { id?: string };
  };
  await call(
    '/api/profile',
    { fullName: word(120, 'n'), companyName: word(120, 'c'), industry: LONG.slice(0, 100) },
    'PATCH',
  );
  const three = [LONG, `${LONG} and more`, 'Busy parents'];
  for (let i = 0; i < 3; i++)
    await call('/api/missions', { expertise: three, audience: three, outcome: three, obstacles: three });
  await call('/api/social-bios', { platform: 'instagram' });
  const niche = {
    skillsList: LONG,
    fulfillmentActivities: LONG,
    demandSkills: LONG,
    proofPoints: LONG,
    personalStory: LONG,
    scalableSkill: LONG,
  };
  await call('/api/niche-discoveries', niche);
  const plan = await call('/api/content-strategy/jobs', {
    brandName: word(120, 'b'),
    niche: word(200, 'n'),
    audience: LONG,
    painPoints: [word(300, 'p'), 'No time'],
    promise: LONG,
    contentPillars: [word(60, 'q'), 'Personal Stories'],
    scriptTypes: ['Hook-Story-Secret-CTA'],
  });
  return { planId: plan.id ?? '' };
}

async function expectFits(page: Page, name: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.screenshot({ path: `test-results/screenshots/long-${name}-375.png`, fullPage: true });
  // Name the innermost elements that stick out, so a failure says where to look.
  const culprits = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
  );
  expect(overflow, `horizontal scroll at 375 px on ${name}: ${culprits.join(' | ')}`).toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: 375, height: 812 } });

test('every signed-in screen holds 375 px with 400-character words in what it lists', async ({ page, user }, info) => {
  test.setTimeout(120_000);
  const { planId } = await seedLongContent(user, info.workerIndex);
  await expect
    .poll(async () => (await page.request.get(`/api/content-plans/${planId}`)).status(), { timeout: 30_000 })
    .toBe(200);
  const screens: [string, string][] = [
    ['dashboard', '/dashboard'],
    ['mission', '/mission'],
    ['social-bios', '/social-bio-generator'],
    ['niche-discovery', '/niche-discovery'],
    ['content-strategy', '/content-strategy'],
    ['content-plans', '/content-plans'],
    ['content-plan', `/content-plans/${planId}`],
    ['profile', '/profile'],
    ['learning', '/learning'],
  ];
  for (const [name, path] of screens) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectFits(page, name);
  }
});
