import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_EXPIRED_LINK, NEWSLETTER_INVALID_LINK } from '../../../shared/newsletter';
import { mailOutbox, newsletterSubscribers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { subscribe } from './newsletter.service';
import { newsletterToken } from './newsletter.token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (json: unknown, headers?: Record<string, string>) =>
  t.agent().request('/api/newsletter', { json, headers });
const confirmWith = (token: unknown) => t.agent().request('/api/newsletter/confirm', { json: { token } });
const rows = async () =>
  (await t.db.select().from(newsletterSubscribers)).sort((a, b) => a.email.localeCompare(b.email));
const row = async (email: string) =>
  (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const tokenIn = async (email: string) => new URL(await t.lastLink(email), 'http://x').searchParams.get('token') ?? '';

describe('POST /api/newsletter', () => {
  it('keeps a new address as pending, normalised, and mails it a confirmation link', async () => {
    const res = await post({ email: '  Reader@Example.COM ' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ check_inbox: true });
    expect(await row('reader@example.com')).toMatchObject({ status: 'pending', confirmedAt: null });
    const [mail] = await t.mailsTo('reader@example.com');
    expect(mail?.subject).toBe('Confirm your Brandforge newsletter subscription');
    expect(await t.lastLink('reader@example.com')).toMatch(/^\/newsletter\/confirm\?token=/);
  });

  it('answers before the confirmation mail is sent, so a new address answers as fast as a confirmed one', async () => {
    const { mailer } = t.deps;
    const sendLater = mailer.sendLater.bind(mailer);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mailer.sendLater = (build) => sendLater(() => held.then(build));
    try {
      const res = await post({ email: 'slow-mail@example.com' });
      expect(res.status).toBe(202);
      expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'slow-mail@example.com'))).toHaveLength(0);
    } finally {
      mailer.sendLater = sendLater;
      release();
    }
    await expect.poll(async () => (await t.mailsTo('slow-mail@example.com')).length).toBe(1);
  });

  it('mails a pending address nothing more within the gap, and answers the same', async () => {
    await post({ email: 'twice@example.com' });
    const again = await post({ email: 'TWICE@example.com' });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ check_inbox: true });
    expect(await t.mailsTo('twice@example.com')).toHaveLength(1);
    expect((await rows()).filter((r) => r.email === 'twice@example.com')).toHaveLength(1);
  });

  it('mails a pending address a fresh link once the gap is over', async () => {
    await post({ email: 'later@example.com' });
    await subscribe(t.deps, 'later@example.com', new Date(Date.now() + 6 * 60 * 1000));
    expect(await t.mailsTo('later@example.com')).toHaveLength(2);
  });

  it('mails a confirmed address nothing, changes nothing and answers the same', async () => {
    await post({ email: 'done@example.com' });
    expect((await confirmWith(await tokenIn('done@example.com'))).status).toBe(200);
    const before = await row('done@example.com');
    await subscribe(t.deps, 'done@example.com', new Date(Date.now() + 60 * 60 * 1000));
    const res = await post({ email: 'done@example.com' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ check_inbox: true });
    expect(await t.mailsTo('done@example.com')).toHaveLength(1);
    expect(await row('done@example.com')).toEqual(before);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Enter a valid email address'],
    [{ email: '' }, 'Email is required'],
    [{}, 'Email is required'],
    [{ email: 42 }, 'Email is required'],
    [{ email: `${'a'.repeat(288)}@example.com` }, 'Email is too long'],
    [
      { email: 'x\u0000y@example.com' },
      'Email contains a character that is not allowed (a NUL or a broken character).',
    ],
    [{ email: 'x@example.com', extra: 1 }, 'Unexpected field: extra'],
  ])('refuses %j with 400, stores and mails nothing', async (json, message) => {
    const before = await rows();
    const res = await post(json);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: message });
    expect(await rows()).toEqual(before);
    expect(await t.mailsTo('x@example.com')).toHaveLength(0);
  });

  it('refuses a request from another site', async () => {
    const res = await post({ email: 'x@example.com' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toHaveProperty('error');
    expect(await row('x@example.com')).toBeUndefined();
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.agent().request('/api/newsletter', {
      method: 'POST',
      body: 'email=x@example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      error: 'Send the request body as JSON, with Content-Type: application/json.',
    });
  });
});

describe('POST /api/newsletter limits and sameness', () => {
  const answer = async (res: Response) => ({
    status: res.status,
    body: await res.text(),
    type: res.headers.get('content-type'),
    retryAfter: res.headers.get('retry-after'),
  });

  it('answers a new, a pending, a confirmed and a differently cased address alike', async () => {
    await post({ email: 'same-pending@example.com' });
    await post({ email: 'same-confirmed@example.com' });
    await confirmWith(await tokenIn('same-confirmed@example.com'));
    const answers = await Promise.all(
      [
        'same-new@example.com',
        'same-pending@example.com',
        'same-confirmed@example.com',
        'SAME-Confirmed@Example.com',
      ].map(async (email) => answer(await post({ email }))),
    );
    expect(answers[0]).toEqual({
      status: 202,
      body: '{"check_inbox":true}',
      type: 'application/json',
      retryAfter: null,
    });
    for (const a of answers) expect(a).toEqual(answers[0]);
  });

  it('lets one client subscribe ten addresses an hour, then answers 429 with Retry-After and stores nothing', async () => {
    const client = t.agent();
    for (let i = 0; i < 10; i += 1) {
      expect((await client.request('/api/newsletter', { json: { email: `flood-${i}@example.com` } })).status).toBe(202);
    }
    const refused = await client.request('/api/newsletter', { json: { email: 'flood-10@example.com' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await refused.json()).toMatchObject({
      error: 'Too many subscriptions from your network. Please wait 60 minutes and try again.',
    });
    expect(await row('flood-10@example.com')).toBeUndefined();
    // Another client is not held back by this one.
    expect((await post({ email: 'flood-10@example.com' })).status).toBe(202);
  });

  it('does nothing for an address past five attempts an hour, from any clients, and answers the same', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post({ email: 'target@example.com' })).status).toBe(202);
    // The mail gap is over, so only the per-address cap keeps a sixth attempt from mailing again.
    const longAgo = new Date(Date.now() - 10 * 60 * 1000);
    await t.db
      .update(newsletterSubscribers)
      .set({ confirmationSentAt: longAgo })
      .where(eq(newsletterSubscribers.email, 'target@example.com'));
    const sixth = await post({ email: 'Target@Example.com' });
    expect(await answer(sixth)).toMatchObject({ status: 202, body: '{"check_inbox":true}', retryAfter: null });
    expect(await t.mailsTo('target@example.com')).toHaveLength(1);
    expect((await row('target@example.com'))?.confirmationSentAt).toEqual(longAgo);
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('confirms with the mailed link, and a second click finds it already confirmed', async () => {
    await post({ email: 'fan@example.com' });
    const token = await tokenIn('fan@example.com');
    const first = await confirmWith(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'confirmed' });
    const confirmed = await row('fan@example.com');
    expect(confirmed).toMatchObject({ status: 'confirmed' });
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);
    const second = await confirmWith(token);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ status: 'already_confirmed' });
    expect(await row('fan@example.com')).toEqual(confirmed);
  });

  it.each([
    [
      'forged with another secret',
      () => newsletterToken('victim@example.com', 'another-secret-another-secret-0123'),
      NEWSLETTER_INVALID_LINK,
    ],
    [
      'expired',
      () => newsletterToken('victim@example.com', t.config.authSecret, new Date(Date.now() - 8 * 24 * 3600 * 1000)),
      NEWSLETTER_EXPIRED_LINK,
    ],
    ['tampered', async () => `${await tokenIn('victim@example.com')}x`, NEWSLETTER_INVALID_LINK],
    ['not a token', async () => 'hello', NEWSLETTER_INVALID_LINK],
  ])('refuses a link %s and changes nothing', async (_, make, message) => {
    if (!(await row('victim@example.com'))) await post({ email: 'victim@example.com' });
    const before = await row('victim@example.com');
    const res = await confirmWith(await make());
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: message });
    expect(await row('victim@example.com')).toEqual(before);
    expect(before?.status).toBe('pending');
  });

  it('refuses a sign-up confirmation token in place of a newsletter one', async () => {
    await t.agent().request('/api/auth/sign-up/email', {
      json: { name: 'Sam', email: 'victim@example.com', password: 'long-enough-1' },
    });
    const res = await confirmWith(await t.confirmationToken('victim@example.com'));
    expect(res.status).toBe(400);
    expect((await row('victim@example.com'))?.status).toBe('pending');
  });

  it.each([[{}], [{ token: 1 }], [{ token: '' }], [{ token: 'a', extra: 1 }]])('refuses %j with 400', async (json) => {
    const res = await t.agent().request('/api/newsletter/confirm', { json });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('error');
  });
});
