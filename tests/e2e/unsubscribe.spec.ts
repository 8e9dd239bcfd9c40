import type { Page } from '@playwright/test';
import { UNSUBSCRIBE_TEXTS as T } from '../../src/shared/unsubscribe-texts';
import { expect as baseExpect, test } from './fixtures';
import { signInAs } from './support/admin';
import {
  callApi,
  campaignAdmin,
  campaignMove,
  confirmedSubscriber,
  createCampaign,
  getCampaign,
  unsubscribeLinkIn,
  waitForMail,
  stamp,
} from './support/campaigns';
import { mailLink } from './support/server';

// A campaign goes out at the engine's default pace, one mail a second, after any other campaign sending.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/unsubscribe-${name}.png`, fullPage: true });

/** Sends a new campaign to `audience` through the API and returns its id and (unique) subject. */
async function sendCampaign(workerIndex: number, audience: 'members' | 'newsletter') {
  const admin = await campaignAdmin(workerIndex);
  const subject = `Tips ${stamp()} for {{first_name}}`;
  const { id } = await createCampaign(workerIndex, admin.cookie, {
    name: `Unsubscribe check ${stamp()}`,
    subject,
    preheader: '',
    body: 'Hi {{first_name}},\n\nA **tip** for you.',
    audience,
  });
  const sent = await campaignMove(workerIndex, admin.cookie, id, 'send');
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { id, admin, subjectFor: (first: string) => subject.replace('{{first_name}}', first) };
}

const subscription = async (workerIndex: number, token: string) =>
  (await callApi(workerIndex, `/api/email/subscription?token=${encodeURIComponent(token)}`)).body as {
    email: string;
    subscribed: boolean;
  };

test("a campaign mail's link unsubscribes, Resubscribe takes it back, and a forged link is refused", async ({
  page,
  baseURL,
}, info) => {
  const w = info.workerIndex;
  const reader = await confirmedSubscriber(w);
  const { id, admin, subjectFor } = await sendCampaign(w, 'newsletter');
  const text = await waitForMail(reader, subjectFor('there'), 60_000);
  const link = unsubscribeLinkIn(text);
  expect(link.startsWith(`${baseURL}/unsubscribe?token=`)).toBe(true);
  const token = new URL(link).searchParams.get('token') ?? '';

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(link);
  await expect(page.getByRole('heading', { name: T.unsubscribedTitle })).toBeVisible();
  await expect(page.getByText(T.unsubscribed(reader))).toBeVisible();
  await expect(page.getByText(T.resubscribeQuestion)).toBeVisible();
  await expect(page).toHaveTitle(`${T.title} | Brandforge`);
  expect(await subscription(w, token)).toEqual({ email: reader, subscribed: false });
  await expect.poll(async () => (await getCampaign(w, admin.cookie, id)).stats.unsubscribed).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'done-375-dark');

  await page.getByRole('button', { name: T.resubscribe }).click();
  await expect(page.getByRole('heading', { name: T.resubscribedTitle })).toBeVisible();
  await expect(page.getByText(T.resubscribed(reader))).toBeVisible();
  await expect(page.getByRole('button', { name: T.unsubscribeAgain })).toBeVisible();
  expect(await subscription(w, token)).toEqual({ email: reader, subscribed: true });
  await shot(page, 'resubscribed-375-dark');

  // Opening the link again unsubscribes again; the campaign still counts the address once.
  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(link);
  await expect(page.getByRole('heading', { name: T.unsubscribedTitle })).toBeVisible();
  await shot(page, 'done-1280-light');
  expect(await subscription(w, token)).toEqual({ email: reader, subscribed: false });
  expect((await getCampaign(w, admin.cookie, id)).stats.unsubscribed).toBe(1);

  // A mail provider's one-click unsubscribe (RFC 8058): a form post without an Origin, to the API.
  await page.getByRole('button', { name: T.resubscribe }).click();
  await expect(page.getByRole('heading', { name: T.resubscribedTitle })).toBeVisible();
  const oneClick = await fetch(link.replace('/unsubscribe?', '/api/email/unsubscribe?'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status).toBe(200);
  expect(await subscription(w, token)).toEqual({ email: reader, subscribed: false });

  // Another address written into a signed link: the signature no longer matches.
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  const forged = [
    header,
    Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else@example.com' })).toString('base64url'),
    signature,
  ].join('.');
  await page.goto(`/unsubscribe?token=${encodeURIComponent(forged)}`);
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
  await expect(page.getByText(T.invalidLink)).toBeVisible();
  await expect(page.getByRole('button', { name: T.resubscribe })).toHaveCount(0);
  await shot(page, 'invalid-1280-light');
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'invalid-375-light');
  const refused = await callApi(w, `/api/email/unsubscribe?token=${encodeURIComponent(forged)}`, { method: 'POST' });
  expect(refused.status).toBe(400);
  expect(refused.body.error).toBe(T.invalidLink);

  // Nor does a link of another kind (the newsletter's confirmation) or no token at all work here.
  const confirmToken = new URL(await mailLink(reader)).searchParams.get('token') ?? '';
  await page.goto(`/unsubscribe?token=${encodeURIComponent(confirmToken)}`);
  await expect(page.getByText(T.invalidLink)).toBeVisible();
  await page.goto('/unsubscribe');
  await expect(page.getByText(T.invalidLink)).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a member who unsubscribes from a member campaign finds 'Product news and tips by email' off", async ({
  page,
  seed,
}, info) => {
  const w = info.workerIndex;
  const member = await seed({ name: 'Rosa Lind' });
  await signInAs(page, member.cookie);
  await page.goto('/profile');
  const news = page.getByRole('switch', { name: 'Product news and tips by email' });
  await expect(news).not.toBeChecked();
  await news.click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(news).toBeChecked();

  const { subjectFor } = await sendCampaign(w, 'members');
  const text = await waitForMail(member.email, subjectFor('Rosa'), 60_000);
  expect(text).toContain('Hi Rosa,');

  await page.goto(unsubscribeLinkIn(text));
  await expect(page.getByRole('heading', { name: T.unsubscribedTitle })).toBeVisible();
  await expect(page.getByText(T.unsubscribed(member.email))).toBeVisible();
  await page.goto('/profile');
  await expect(news).not.toBeChecked();

  // Resubscribing from the same link turns the switch back on.
  await page.goBack();
  await expect(page.getByRole('heading', { name: T.unsubscribedTitle })).toBeVisible();
  await page.getByRole('button', { name: T.resubscribe }).click();
  await expect(page.getByRole('heading', { name: T.resubscribedTitle })).toBeVisible();
  await page.goto('/profile');
  await expect(news).toBeChecked();
});
