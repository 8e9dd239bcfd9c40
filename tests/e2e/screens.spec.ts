import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { nextLocalAddress, rawRequest } from './support/server';

/**
 * Every screen in light and dark, at 1280 px and 375 px: an axe scan (no serious or critical violation),
 * no horizontal scrolling on a phone, and a screenshot under test-results/screenshots/ to look at.
 */
const SCREENS = [
  { name: 'landing', path: '/', heading: 'Define Your Brand.', axe: true, signedIn: false },
  { name: 'auth-signin', path: '/auth', heading: 'Welcome back', axe: true, signedIn: false },
  { name: 'auth-signup', path: '/auth?mode=signup', heading: 'Create your account', axe: true, signedIn: false },
  { name: 'auth-forgot', path: '/auth?mode=forgot', heading: 'Reset your password', axe: true, signedIn: false },
  { name: 'auth-reset', path: '/auth?mode=reset&token=abc', heading: 'Set a new password', axe: true, signedIn: false },
  { name: 'not-found', path: '/no-such-page', heading: 'Oops! Page not found', axe: false, signedIn: false },
  { name: 'dashboard', path: '/dashboard', heading: 'Welcome back, Ada!', axe: true, signedIn: true },
  { name: 'profile', path: '/profile', heading: 'Your Profile', axe: true, signedIn: true },
  { name: 'brand-profile', path: '/brand', heading: 'Brand Profile', axe: true, signedIn: true },
  {
    name: 'auth-confirm',
    path: '/auth?mode=confirm&token=abc',
    heading: 'Confirm your email',
    axe: true,
    signedIn: false,
  },
  { name: 'learning', path: '/learning', heading: 'Learning Hub', axe: true, signedIn: true },
] as const;

async function serious(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

for (const theme of ['light', 'dark'] as const) {
  for (const screen of SCREENS) {
    test(`${screen.name} in ${theme}: accessible, fits a phone, screenshots`, async ({ page, seed }) => {
      if (screen.signedIn) {
        const user = await seed();
        await page.context().addCookies(
          user.cookie.split('; ').map((pair) => {
            const i = pair.indexOf('=');
            return { name: pair.slice(0, i), value: pair.slice(i + 1), domain: 'localhost', path: '/' };
          }),
        );
      }
      await page.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(screen.heading);
      await expect(page.locator('html')).toHaveClass(theme);
      if (screen.name === 'landing') {
        // The newsletter form loads when the footer nears the viewport.
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await expect(page.getByLabel('Email address')).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      if (screen.axe) expect(await serious(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/${screen.name}-1280-${theme}.png`, fullPage: true });

      await page.setViewportSize({ width: 375, height: 812 });
      await expect(page.getByRole('heading', { level: 1 })).toContainText(screen.heading);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);
      if (screen.axe) expect(await serious(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `test-results/screenshots/${screen.name}-375-${theme}.png`, fullPage: true });
    });
  }
}

/*
 * The mission and social bio screens need saved data, seeded through the API (the e2e server's database
 * lives in its own process): saved missions with the warning banner, and bios with every preview open.
 */
const missionAnswers = (n: number) => ({
  expertise: ['A certified financial planner', 'I love making money simple', `${n + 5} years of coaching`],
  audience: [
    ['Young families', 'Freelancers', 'Nurses'][n % 3] ?? '',
    'Parents starting to save',
    'Couples new to budgeting',
  ],
  outcome: ['Build an emergency fund', 'Pay off their credit cards', 'Feel calm about money'],
  obstacles: ['Lack of time', 'Jargon-filled advice', 'Fear of getting it wrong'],
});
const TOOL_SCREENS = [
  { name: 'mission-wizard', path: '/mission', heading: 'Mission Statement', missions: 0, bios: false },
  { name: 'mission-saved', path: '/mission', heading: 'Mission Statement', missions: 8, bios: false },
  {
    name: 'social-bios-required',
    path: '/social-bio-generator',
    heading: 'Social Media Bios',
    missions: 0,
    bios: false,
  },
  { name: 'social-bios', path: '/social-bio-generator', heading: 'Social Media Bios', missions: 4, bios: true },
] as const;

for (const theme of ['light', 'dark'] as const) {
  for (const screen of TOOL_SCREENS) {
    test(`${screen.name} in ${theme}: accessible, fits a phone, screenshots`, async ({ page, seed }, info) => {
      const user = await seed();
      const call = async (path: string, json: unknown) => {
        const res = await rawRequest(path, {
          json,
          cookie: user.cookie,
          localAddress: nextLocalAddress(info.workerIndex),
        });
        expect(res.status, res.body).toBe(201);
      };
      for (let i = 0; i < screen.missions; i += 1) await call('/api/missions', missionAnswers(i));
      if (screen.bios)
        for (const platform of ['twitter', 'linkedin', 'instagram', 'tiktok', 'facebook', 'youtube'])
          await call('/api/social-bios', { platform });
      await page.context().addCookies(
        user.cookie.split('; ').map((pair) => {
          const i = pair.indexOf('=');
          return { name: pair.slice(0, i), value: pair.slice(i + 1), domain: 'localhost', path: '/' };
        }),
      );
      await page.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      if (screen.bios) {
        for (const button of await page.getByRole('button', { name: 'Preview bio 1' }).all()) await button.click();
        await expect(page.getByRole('figure')).toHaveCount(6);
      }
      expect(await serious(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/${screen.name}-1280-${theme}.png`, fullPage: true });

      await page.setViewportSize({ width: 375, height: 812 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);
      expect(await serious(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/${screen.name}-375-${theme}.png`, fullPage: true });
    });
  }
}

/*
 * Niche discovery and content plans. A discovery or a plan is seeded through the API (the offline composer
 * answers at once) so the results, the plans grid and the public shared page have something to show.
 */
const NICHE_ANSWERS = {
  skillsList: 'Meal planning, calming anxious patients, spreadsheets',
  fulfillmentActivities: 'Cooking for friends and teaching new nurses',
  demandSkills: 'Colleagues always ask me for my night-shift meal plans',
  proofPoints: '12 years as an ICU nurse',
  personalStory: 'I went from a burned-out nurse living on snacks to running 10 km before my shifts',
  scalableSkill: 'A 4-week meal prep system for shift workers',
};
const PLAN_INPUT = {
  brandName: 'Calm Kitchen',
  niche: 'Meal prep for night-shift nurses',
  audience: 'Nurses working 12-hour night shifts',
  painPoints: ['No energy to cook after a shift', 'Vending machine dinners', 'Sleep schedule chaos', 'Cost'],
  promise: 'Eat well on nights without spending your day off cooking',
  contentPillars: ['Educational & Tips', 'Personal Stories', 'Community & Social Proof'],
  scriptTypes: ['Hook-Story-Secret-CTA', 'Quick Tips & Lists', 'Question-Answer'],
};
type Seeded = { planId: string; token: string };
const PLAN_SCREENS: {
  name: string;
  heading: string | RegExp;
  path: (s: Seeded) => string;
  seed: 'niche' | 'plan' | 'shared' | null;
}[] = [
  { name: 'niche-discovery', heading: 'Niche Discovery', path: () => '/niche-discovery', seed: 'niche' },
  {
    name: 'niche-discovery-results',
    heading: 'Your Perfect Niche Discovered!',
    path: () => '/niche-discovery',
    seed: 'niche',
  },
  { name: 'content-strategy', heading: 'Content Strategy', path: () => '/content-strategy', seed: null },
  { name: 'content-plans-grid', heading: 'My Content Plans', path: () => '/content-plans', seed: 'plan' },
  { name: 'content-plan-view', heading: /30-Day Plan/, path: (s) => `/content-plans/${s.planId}`, seed: 'plan' },
  { name: 'shared-plan-public', heading: /30-Day Plan/, path: (s) => `/shared/plans/${s.token}`, seed: 'shared' },
];

for (const theme of ['light', 'dark'] as const) {
  for (const screen of PLAN_SCREENS) {
    test(`${screen.name} in ${theme}: accessible, fits a phone, screenshots`, async ({ page, seed }, info) => {
      const user = await seed();
      const call = (path: string, json?: unknown) =>
        rawRequest(path, { json, cookie: user.cookie, localAddress: nextLocalAddress(info.workerIndex) });
      const seeded: Seeded = { planId: '', token: '' };
      if (screen.seed === 'niche') expect((await call('/api/niche-discoveries', NICHE_ANSWERS)).status).toBe(201);
      if (screen.seed === 'plan' || screen.seed === 'shared') {
        const { id } = JSON.parse((await call('/api/content-strategy/jobs', PLAN_INPUT)).body) as { id: string };
        await expect
          .poll(
            async () =>
              (JSON.parse((await call(`/api/content-strategy/jobs/${id}`)).body) as { plan_id: string | null }).plan_id,
          )
          .toBe(id);
        seeded.planId = id;
      }
      if (screen.seed === 'shared')
        seeded.token = (JSON.parse((await call(`/api/content-plans/${seeded.planId}/share`, {})).body) as Seeded).token;
      else
        await page.context().addCookies(
          user.cookie.split('; ').map((pair) => {
            const i = pair.indexOf('=');
            return { name: pair.slice(0, i), value: pair.slice(i + 1), domain: 'localhost', path: '/' };
          }),
        );
      await page.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
      await page.goto(screen.path(seeded));
      if (screen.name === 'niche-discovery-results') await page.getByRole('button', { name: /^Open/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await serious(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/${screen.name}-1280-${theme}.png`, fullPage: true });

      await page.setViewportSize({ width: 375, height: 812 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);
      expect(await serious(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `test-results/screenshots/${screen.name}-375-${theme}.png`, fullPage: true });
    });
  }
}
