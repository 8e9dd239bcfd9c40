import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { TCampaignAudience, TCampaignDraft, TCampaignRecord } from '../../../src/shared/campaigns';
import { seedUser, type SeededUser, uniqueEmail } from '../fixtures';
import { grantRoleTo } from './admin';
import { mailLink, nextLocalAddress, rawRequest } from './server';

/** A JSON API call from a fresh client address, as `cookie`'s user (or nobody). */
export async function callApi(
  workerIndex: number,
  path: string,
  opts: { cookie?: string; json?: unknown; method?: string } = {},
) {
  const res = await rawRequest(path, { ...opts, localAddress: nextLocalAddress(workerIndex) });
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    body = res.body;
  }
  return { status: res.status, body: body as Record<string, unknown> & { error?: string } };
}

let adminOfWorker: Promise<SeededUser> | null = null;

/** One admin per worker, shared by the tests that only need someone allowed to write campaigns. */
export function campaignAdmin(workerIndex: number): Promise<SeededUser> {
  adminOfWorker ??= (async () => {
    const admin = await seedUser(workerIndex, { name: 'Casey Campaigner' });
    await grantRoleTo(workerIndex, admin.email, 'admin');
    return admin;
  })();
  return adminOfWorker;
}

/** A confirmed member, signed in through the API, with 'Product news and tips by email' still off. */
export const seedMember = (workerIndex: number, name: string) => seedUser(workerIndex, { name });

/** Turns a member's 'Product news and tips by email' on (or off), as the profile's switch saves it. */
export async function setProductNews(workerIndex: number, member: SeededUser, on: boolean) {
  const res = await callApi(workerIndex, '/api/profile', {
    cookie: member.cookie,
    method: 'PATCH',
    json: { fullName: member.name, marketingOptIn: on },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/**
 * A landing-page newsletter subscription, pending until `confirm` opens the mailed double opt-in link
 * (through the API the confirmation page calls).
 */
export async function subscribeToNewsletter(workerIndex: number) {
  const email = uniqueEmail('reader');
  const sub = await callApi(workerIndex, '/api/newsletter', { json: { email } });
  expect(sub.status, JSON.stringify(sub.body)).toBe(202);
  const token = new URL(await mailLink(email)).searchParams.get('token') ?? '';
  return {
    email,
    async confirm() {
      const ok = await callApi(workerIndex, '/api/newsletter/confirm', { json: { token } });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    },
  };
}

export async function confirmedSubscriber(workerIndex: number): Promise<string> {
  const sub = await subscribeToNewsletter(workerIndex);
  await sub.confirm();
  return sub.email;
}

/** How many addresses the server would mail for `audience` right now (what the compose form shows). */
export async function audienceSize(workerIndex: number, cookie: string, audience: TCampaignAudience) {
  const res = await callApi(workerIndex, `/api/admin/campaigns/audience?audience=${audience}`, { cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.recipients as number;
}

export async function createCampaign(workerIndex: number, cookie: string, draft: TCampaignDraft) {
  const res = await callApi(workerIndex, '/api/admin/campaigns', { cookie, json: draft });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as unknown as TCampaignRecord;
}

export async function getCampaign(workerIndex: number, cookie: string, id: string) {
  const res = await callApi(workerIndex, `/api/admin/campaigns/${id}`, { cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as TCampaignRecord;
}

/** A time `days` ahead as the schedule endpoint takes it. */
export const daysAhead = (days: number) => new Date(Date.now() + days * 24 * 60 * 60_000).toISOString();

/** The line the server prints after a mail's text (`formatBlock` in src/server/mail/mailer.ts). */
const MAIL_RULE = `\n${'-'.repeat(72)}\n`;

export interface LoggedMail {
  subject: string;
  text: string;
}

/** Every mail the server has printed in full for `email` so far, oldest first. */
export function mailsTo(email: string): LoggedMail[] {
  const blocks = readFileSync(process.env.E2E_SERVER_LOG ?? '', 'utf8')
    .split(`MAIL to ${email}\n`)
    .slice(1);
  return blocks.flatMap((block) => {
    const [mail, rest] = block.split(MAIL_RULE);
    // A block without its closing rule is still being written.
    if (rest === undefined || mail === undefined) return [];
    const [head = '', ...text] = mail.split('\n\n');
    return [{ subject: head.replace(/^Subject: /, ''), text: text.join('\n\n') }];
  });
}

/** The mails to `email` whose subject is `subject`. */
export const mailsWithSubject = (email: string, subject: string) => mailsTo(email).filter((m) => m.subject === subject);

/** Waits for the mail to `email` with this subject and returns its text. */
export async function waitForMail(email: string, subject: string, timeoutMs = 30_000): Promise<string> {
  await expect
    .poll(() => mailsWithSubject(email, subject).length, {
      message: `a mail "${subject}" to ${email}`,
      timeout: timeoutMs,
    })
    .toBeGreaterThan(0);
  return mailsWithSubject(email, subject)[0]!.text;
}

/** The footer's unsubscribe link in a campaign mail's text. */
export function unsubscribeLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no unsubscribe link in the mail:\n${text}`);
  return link;
}

/** POST /api/admin/campaigns/:id/<move>: the status and body, refused or not. */
export const campaignMove = (
  workerIndex: number,
  cookie: string,
  id: string,
  move: 'send' | 'schedule' | 'cancel' | 'pause' | 'resume' | 'test' | 'duplicate',
  json?: unknown,
) => callApi(workerIndex, `/api/admin/campaigns/${id}/${move}`, { cookie, method: 'POST', json });

/** The mail the server renders for this content (the compose form's preview): subject, HTML and text. */
export async function renderedMail(
  workerIndex: number,
  cookie: string,
  content: { subject: string; preheader?: string; body: string },
) {
  const { subject, preheader = '', body } = content;
  const res = await callApi(workerIndex, '/api/admin/campaigns/preview', {
    cookie,
    json: { subject, preheader, body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as { subject: string; html: string; text: string; unknown_fields: string[] };
}

/**
 * The test harness's init scripts (the page-error listener in fixtures.ts) are injected into every frame,
 * and the mail preview's sandboxed frame refuses scripts, which Chromium reports as a console error. The
 * refusal is the preview working as meant, so those lines are taken out of the page's errors.
 */
export function ignoreSandboxedPreviewNoise(pageErrors: string[]) {
  for (let i = pageErrors.length - 1; i >= 0; i--)
    if (pageErrors[i]?.startsWith("Blocked script execution in 'about:srcdoc'")) pageErrors.splice(i, 1);
}

/** A short unique tag, so names and subjects of parallel specs never collide. */
export const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
