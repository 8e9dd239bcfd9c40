import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE_MESSAGES, type TAudienceSending } from '../../../shared/audience';
import { OPTIN_RATE } from '../../../shared/limits';
import { emailDeliveries } from '../../db/schema';
import { audienceSubscribers } from './audience.schema';
import { downloadToken } from './optin.token';
import { audienceBed, type AudienceBed } from './testing';

let b: AudienceBed;
beforeAll(async () => {
  b = await audienceBed();
});
afterAll(async () => {
  await b.t.close();
  await b.sink.close();
});

const subscriber = async (email: string) =>
  (await b.t.db.select().from(audienceSubscribers).where(eq(audienceSubscribers.email, email)))[0];
const deliveriesTo = (email: string) => b.t.db.select().from(emailDeliveries).where(eq(emailDeliveries.email, email));

async function livePage() {
  const dee = await b.member('Dee Trainer');
  const { page, magnet } = await b.publish(dee);
  return { dee, page, magnet };
}

describe('the public page', () => {
  it('is plain HTML with the headline, bullets, name, cover, form, consent and Open Graph tags, and no script', async () => {
    const { page } = await livePage();
    const res = await b.t.agent().request(`/l/${page.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain(`<h1>${page.headline}</h1>`);
    for (const bullet of page.bullets) expect(html).toContain(bullet.replace(/'/g, '&#x27;'));
    expect(html).toContain('A free checklist from Dee Trainer');
    expect(html).toContain(`<meta property="og:title" content="${page.headline}"/>`);
    expect(html).toContain(`<meta property="og:image" content="http://localhost:3000/l/${page.slug}/cover.png"/>`);
    expect(html).toContain('By signing up you agree to get emails from Dee Trainer');
    expect(html).toMatch(/Privacy: your email address/);
    expect(html).toContain('name="website"');
    expect(html).not.toContain('<script');
    expect(html.length).toBeLessThan(20_000);
    const cover = await b.t.agent().request(`/l/${page.slug}/cover.png`);
    expect(cover.headers.get('content-type')).toBe('image/png');
  });

  it('answers an unknown or malformed slug with the ended page', async () => {
    for (const slug of ['no-such-page', 'BAD SLUG', 'x'.repeat(300)]) {
      const res = await b.t.agent().request(`/l/${encodeURIComponent(slug)}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain(AUDIENCE_MESSAGES.offerEnded);
    }
  });

  it('escapes what the member wrote', async () => {
    const dee = await b.member('Dee <b>Bold</b>');
    const { page } = await b.publish(dee, {
      headline: '<script>alert(1)</script> Calm walks',
      displayName: 'Dee "<img>"',
    });
    const html = await (await b.t.agent().request(`/l/${page.slug}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Calm walks');
    expect(html).not.toContain('<img>');
  });
});

describe('signing up', () => {
  it('keeps the address unconfirmed and mails a confirmation from the member, replies going to them', async () => {
    const { dee, page, magnet } = await livePage();
    const email = b.fresh('reader');
    const res = await b.signUp(page.slug, { first_name: 'Rae', email: email.toUpperCase(), website: '' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/l/${page.slug}?sent=1`);
    expect(await subscriber(email)).toMatchObject({
      status: 'unconfirmed',
      source: 'page',
      sourcePageId: page.id,
      firstName: 'Rae',
      confirmedAt: null,
    });
    await b.t.deps.mailer.idle();
    const [mail] = b.sink.to(email);
    expect(mail?.headers.get('from')).toBe('Dee Trainer via Brandforge <hello@brand.test>');
    expect(mail?.headers.get('reply-to')).toBe(dee.email);
    expect(mail?.headers.get('subject')).toBe(`Confirm your email to get ${magnet.title}`);
    expect(mail?.text).toContain('Nothing else will be sent to this address unless you confirm.');
    const sent = await b.t.agent().request(`/l/${page.slug}?sent=1`);
    expect(await sent.text()).toContain(AUDIENCE_MESSAGES.checkInbox);
  });

  it('answers a known address exactly like a new one and mails it at most once per gap', async () => {
    const { page } = await livePage();
    const email = b.fresh('twice');
    const first = await b.signUp(page.slug, { email });
    const second = await b.signUp(page.slug, { email });
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    await b.t.deps.mailer.idle();
    expect(b.sink.to(email)).toHaveLength(1);
    expect(await b.t.db.select().from(audienceSubscribers).where(eq(audienceSubscribers.email, email))).toHaveLength(1);
  });

  it('keeps and mails nobody when the hidden field is filled, and answers the same', async () => {
    const { page } = await livePage();
    const email = b.fresh('bot');
    const res = await b.signUp(page.slug, { email, website: 'http://spam.example' });
    expect(res.status).toBe(303);
    expect(await subscriber(email)).toBeUndefined();
    await b.t.deps.mailer.idle();
    expect(b.sink.to(email)).toHaveLength(0);
  });

  it.each([
    ['an empty address', '', AUDIENCE_MESSAGES.emailRequired],
    ['not an address', 'dee at example', AUDIENCE_MESSAGES.emailInvalid],
    ['400 characters', `${'a'.repeat(390)}@example.com`, AUDIENCE_MESSAGES.emailLong],
    ['a NUL character', 'a\u0000b@example.com', AUDIENCE_MESSAGES.emailInvalid],
  ])('shows the form again with a message for %s, keeping nothing', async (_what, email, message) => {
    const { page } = await livePage();
    const before = await b.t.db.select({ n: sql<number>`count(*)::int` }).from(audienceSubscribers);
    const res = await b.signUp(page.slug, { email, first_name: 'Rae' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(message.replace(/'/g, '&#x27;'));
    expect(html).toContain('aria-invalid="true"');
    const after = await b.t.db.select({ n: sql<number>`count(*)::int` }).from(audienceSubscribers);
    expect(after).toEqual(before);
  });

  it('refuses a form posted from another site', async () => {
    const { page } = await livePage();
    const email = b.fresh('csrf');
    const res = await b.signUp(page.slug, { email }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const sandboxed = await b.signUp(page.slug, { email }, { origin: 'null', 'sec-fetch-site': 'cross-site' });
    expect(sandboxed.status).toBe(403);
    expect(await subscriber(email)).toBeUndefined();
  });

  it('takes the form from its own page, which a browser posts with Origin "null" under the no-referrer policy', async () => {
    const { page } = await livePage();
    const email = b.fresh('own-form');
    const res = await b.signUp(page.slug, { email }, { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(303);
    expect((await subscriber(email))?.status).toBe('unconfirmed');
  });

  it('limits sign-ups per client with a 429 that says how long to wait', async () => {
    const { page } = await livePage();
    const visitor = b.t.agent();
    const post = (email: string) =>
      visitor.request(`/l/${page.slug}`, {
        method: 'POST',
        body: new URLSearchParams({ email }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    for (let i = 0; i < OPTIN_RATE.perClient.max; i++) expect((await post(b.fresh('many'))).status).toBe(303);
    const over = await post(b.fresh('many'));
    expect(over.status).toBe(429);
    expect(await over.text()).toMatch(/Too many sign-ups from your network\. Please wait \d+ minutes?/);
  });

  it('says the offer has ended on an unpublished page and takes no sign-up', async () => {
    const { dee, page } = await livePage();
    await dee.request(`/api/audience/pages/${page.id}/unpublish`, { method: 'POST' });
    const email = b.fresh('late');
    const res = await b.signUp(page.slug, { email });
    expect(res.status).toBe(404);
    expect(await subscriber(email)).toBeUndefined();
  });
});

describe('confirming and the delivery mail', () => {
  it('confirms only on the button, then mails the download once with an unsubscribe link', async () => {
    const { dee, page, magnet } = await livePage();
    const email = b.fresh('confirm');
    await b.signUp(page.slug, { email, first_name: 'Rae' });
    const link = await b.linkIn(email, /\/confirm\?token=/);
    const opened = await b.t.agent().request(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(AUDIENCE_MESSAGES.confirmButton);
    expect((await subscriber(email))?.status).toBe('unconfirmed');

    const res = await b.confirm(page.slug, email);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(AUDIENCE_MESSAGES.confirmed.replace(/'/g, '&#x27;'));
    expect(html).toMatch(/href="\/l\/[^"]+\/download\?token=/);
    expect(await subscriber(email)).toMatchObject({ status: 'subscribed', firstName: 'Rae' });

    expect((await b.confirm(page.slug, email)).status).toBe(200);
    expect(await deliveriesTo(email)).toHaveLength(1);
    await b.sendAll();
    const mails = b.sink.to(email).filter((m) => m.headers.has('list-unsubscribe'));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.headers.get('subject')).toBe(`Your download: ${magnet.title}`);
    expect(mail.headers.get('from')).toBe('Dee Trainer via Brandforge <hello@brand.test>');
    expect(mail.headers.get('reply-to')).toBe(dee.email);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('Hi Rae,');
    expect(mail.text).toMatch(/\/download\?token=/);
    expect(mail.html).toContain('Download the PDF');
  });

  it('opens the PDF from the mailed link, and refuses an expired, altered or foreign link', async () => {
    const { dee, page } = await livePage();
    const email = b.fresh('dl');
    await b.signUp(page.slug, { email });
    await b.confirm(page.slug, email);
    await b.sendAll();
    const link = await b.linkIn(email, /\/download\?token=/);
    const pdf = await b.t.agent().request(link);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+\.pdf"$/);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const sub = (await subscriber(email))!;
    const secret = b.t.config.authSecret;
    const old = await downloadToken(
      { subscriberId: sub.id, pageId: page.id },
      secret,
      new Date(Date.now() - 31 * 86_400_000),
    );
    const expired = await b.t.agent().request(`/l/${page.slug}/download?token=${old}`);
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain(AUDIENCE_MESSAGES.linkExpired);

    const token = b.tokenOf(link);
    const altered = await b.t.agent().request(`/l/${page.slug}/download?token=${token.slice(0, -3)}abc`);
    expect(altered.status).toBe(400);

    // Another page's subscriber cannot open this page's PDF with their own link.
    const { page: other } = await b.publish(dee);
    const stranger = b.fresh('stranger');
    await b.signUp(other.slug, { email: stranger });
    await b.confirm(other.slug, stranger);
    const theirs = b.tokenOf(await b.linkIn(stranger, /\/confirm\?token=/));
    expect((await b.t.agent().request(`/l/${page.slug}/download?token=${theirs}`)).status).toBe(400);
    const otherPages = await downloadToken({ subscriberId: sub.id, pageId: other.id }, secret);
    expect((await b.t.agent().request(`/l/${page.slug}/download?token=${otherPages}`)).status).toBe(400);

    // An erased subscriber's link opens nothing.
    await b.t.db.delete(audienceSubscribers).where(eq(audienceSubscribers.id, sub.id));
    expect((await b.t.agent().request(link)).status).toBe(400);
  });

  it('leaves the list from the delivery mail’s unsubscribe link', async () => {
    const { page } = await livePage();
    const email = b.fresh('leave');
    await b.signUp(page.slug, { email });
    await b.confirm(page.slug, email);
    await b.sendAll();
    const mail = b.sink.to(email).find((m) => m.headers.has('list-unsubscribe'))!;
    const oneClick = /<(http[^>]+)>/.exec(mail.headers.get('list-unsubscribe')!)![1]!;
    const res = await b.t.agent().request(oneClick.replace('http://localhost:3000', ''), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect((await subscriber(email))?.status).toBe('unsubscribed');
  });

  it('forgets an address that never confirmed after 30 days, and never mails it again', async () => {
    const { page } = await livePage();
    const email = b.fresh('never');
    await b.signUp(page.slug, { email });
    await b.sendAll();
    await b.t.deps.mailer.idle();
    expect(b.sink.to(email)).toHaveLength(1);
    await b.t.db
      .update(audienceSubscribers)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(audienceSubscribers.email, email));
    await b.t.runtime.mailEngine.drain();
    expect(await subscriber(email)).toBeUndefined();
    expect(await deliveriesTo(email)).toHaveLength(0);
  });
});

describe('the daily limit', () => {
  it('sends a member’s mails up to the limit and says how many wait for tomorrow', async () => {
    const bed = await audienceBed({ MEMBER_DAILY_EMAIL_LIMIT: '1' });
    try {
      const dee = await bed.member();
      const { page } = await bed.publish(dee);
      const [one, two] = [bed.fresh('first'), bed.fresh('second')];
      for (const email of [one, two]) {
        await bed.signUp(page.slug, { email });
        await bed.confirm(page.slug, email);
      }
      await bed.sendAll();
      const sent = await bed.t.db
        .select()
        .from(emailDeliveries)
        .where(and(eq(emailDeliveries.ownerId, dee.id), eq(emailDeliveries.status, 'sent')));
      expect(sent).toHaveLength(1);
      const status = (await (await dee.request('/api/audience/pages/sending')).json()) as TAudienceSending;
      expect(status).toEqual({ sent_today: 1, daily_limit: 1, waiting_for_tomorrow: 1 });
    } finally {
      await bed.t.close();
      await bed.sink.close();
    }
  });
});
