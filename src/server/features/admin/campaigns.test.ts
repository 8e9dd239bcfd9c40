import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES, type TCampaignListRecord, type TCampaignRecord } from '../../../shared/campaigns';
import { grantRole } from '../../auth/roles';
import {
  adminActivityLogs,
  bulkEmailCampaigns,
  emailDeliveries,
  emailSuppressions,
  newsletterSubscribers,
} from '../../db/schema';
import { unsubscribeToken } from '../../mail/unsubscribe-token';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

type Agent = Awaited<ReturnType<TestApp['signedInUser']>>;
const MISSING = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let sink: SmtpSink;
let boss: Agent;
let n = 0;

const draft = (over: Record<string, unknown> = {}) => ({
  name: 'November tips',
  subject: 'Hi {{first_name}}, three tips',
  preheader: 'A short read',
  body: '# Hello {{first_name|friend}}\n\nRead [the course](/learning) and **enjoy**.',
  audience: 'newsletter',
  ...over,
});

const create = async (over: Record<string, unknown> = {}) => {
  const res = await boss.request('/api/admin/campaigns', { json: draft(over) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as TCampaignRecord;
};
const get = async (id: string) => (await (await boss.request(`/api/admin/campaigns/${id}`)).json()) as TCampaignRecord;
const act = (id: string, verb: string, json?: unknown) =>
  boss.request(`/api/admin/campaigns/${id}/${verb}`, json === undefined ? { method: 'POST' } : { json });

/** Confirmed subscribers straight into the table: the double opt-in itself is tested in the newsletter's tests. */
async function subscribers(...emails: string[]) {
  await t.db
    .insert(newsletterSubscribers)
    .values(emails.map((email) => ({ email, status: 'confirmed' as const, confirmedAt: new Date() })))
    .onConflictDoNothing();
}

async function optedInMember(email: string, name: string) {
  const m = await t.signedInUser(email, name);
  await m.request('/api/profile', { method: 'PATCH', json: { fullName: name, marketingOptIn: true } });
  return m;
}

/** Runs the engine's cycles until the campaign has nothing left to send. */
async function sendAll(id: string) {
  for (let i = 0; i < 200; i++) {
    await t.runtime.mailEngine.drain();
    const c = await get(id);
    if (c.status !== 'sending') return c;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('the campaign did not finish');
}

const fresh = (prefix: string) => `${prefix}-${++n}@example.com`;
/** Campaign mails to one address (its sign-up confirmation left out). */
const campaignMails = (address: string) => sink.to(address).filter((m) => m.headers.has('list-unsubscribe'));

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp(
    {
      SMTP_URL: sink.url,
      MAIL_FROM: 'Brandforge <news@brand.test>',
      ADMIN_EMAILS: 'boss@example.com',
      EMAIL_RATE_PER_MINUTE: '100000',
      UNSUBSCRIBE_MAILTO: 'unsubscribe@brand.test',
    },
    { mailEngine: { autoStart: false, retryBaseMs: 1, maxAttempts: 3 } },
  );
  boss = await t.signedInUser('boss@example.com', 'Bea Boss');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('who may reach the campaigns', () => {
  it('answers a member 403, a stranger 401, and a moderator the list but no change', async () => {
    const c = await create();
    const member = await t.signedInUser(fresh('member'), 'Mo Member');
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/campaigns'],
      ['GET', `/api/admin/campaigns/${c.id}`],
      ['GET', `/api/admin/campaigns/${c.id}/problems`],
      ['GET', '/api/admin/campaigns/audience?audience=both'],
      ['POST', '/api/admin/campaigns', draft()],
      ['POST', '/api/admin/campaigns/preview', { body: 'x' }],
      ['PUT', `/api/admin/campaigns/${c.id}`, draft()],
      ['POST', `/api/admin/campaigns/${c.id}/test`],
      ['POST', `/api/admin/campaigns/${c.id}/send`],
      ['POST', `/api/admin/campaigns/${c.id}/schedule`, { scheduledAt: new Date(Date.now() + 864e5).toISOString() }],
      ['POST', `/api/admin/campaigns/${c.id}/cancel`],
      ['POST', `/api/admin/campaigns/${c.id}/pause`],
      ['POST', `/api/admin/campaigns/${c.id}/resume`],
      ['POST', `/api/admin/campaigns/${c.id}/duplicate`],
      ['DELETE', `/api/admin/campaigns/${c.id}`],
    ];
    for (const [method, path, json] of routes) {
      const init = json === undefined ? { method } : { method, json };
      const asMember = await member.request(path, init);
      expect(asMember.status, `${method} ${path}`).toBe(403);
      expect(await asMember.json()).toMatchObject({ error: 'Access denied. Admin privileges required.' });
      expect((await t.agent().request(path, init)).status, `${method} ${path}`).toBe(401);
    }
    const mod = await t.signedInUser(fresh('mod'), 'Mod Erator');
    await grantRole(t.db, mod.id, 'moderator');
    expect((await mod.request('/api/admin/campaigns')).status).toBe(200);
    expect((await mod.request(`/api/admin/campaigns/${c.id}`)).status).toBe(200);
    expect((await mod.request('/api/admin/campaigns', { json: draft() })).status).toBe(403);
    expect((await mod.request(`/api/admin/campaigns/${c.id}/send`, { method: 'POST' })).status).toBe(403);
    expect((await get(c.id)).status).toBe('draft');
  });

  it('refuses a change sent from another site', async () => {
    const res = await boss.request('/api/admin/campaigns', {
      json: draft(),
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });

  it('answers 404 for an unknown or deleted id and 400 for a malformed one', async () => {
    expect((await boss.request(`/api/admin/campaigns/${MISSING}`)).status).toBe(404);
    expect((await act(MISSING, 'send')).status).toBe(404);
    const c = await create();
    expect((await boss.request(`/api/admin/campaigns/${c.id}`, { method: 'DELETE' })).status).toBe(200);
    const again = await act(c.id, 'send');
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: CAMPAIGN_MESSAGES.notFound });
    expect((await boss.request('/api/admin/campaigns/not-a-uuid')).status).toBe(400);
  });
});

describe('composing', () => {
  it('refuses a 201-character subject, a body over the limit, an unknown merge field and NUL, saving nothing', async () => {
    const before = (await t.db.select().from(bulkEmailCampaigns)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: 'x'.repeat(201) }, CAMPAIGN_MESSAGES.subjectTooLong],
      [{ body: 'y'.repeat(50_001) }, CAMPAIGN_MESSAGES.bodyTooLong],
      [{ body: 'Hi {{last_name}}' }, 'Unknown merge field {{last_name}}'],
      [{ subject: '' }, CAMPAIGN_MESSAGES.subjectRequired],
      [{ audience: 'everyone' }, 'Choose who receives this campaign'],
      [{ name: 'a\u0000b' }, 'not allowed'],
    ];
    for (const [over, message] of cases) {
      const res = await boss.request('/api/admin/campaigns', { json: draft(over) });
      expect(res.status, JSON.stringify(over).slice(0, 60)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain(message);
    }
    const huge = await boss.request('/api/admin/campaigns', { json: draft({ body: 'z'.repeat(200_000) }) });
    expect(huge.status).toBe(400);
    expect((await t.db.select().from(bulkEmailCampaigns)).length).toBe(before);
  });

  it('previews sanitized Markdown: no script, no javascript: link, links made absolute', async () => {
    const res = await boss.request('/api/admin/campaigns/preview', {
      json: {
        subject: 'Hello {{first_name}}',
        body: '<script>alert(1)</script>\n\n[click](javascript:alert(1)) and [learn](/learning)\n\n<img src=x onerror=alert(1)>',
      },
    });
    expect(res.status).toBe(200);
    const p = (await res.json()) as { html: string; text: string; subject: string };
    expect(p.html).not.toMatch(/<script|javascript:|onerror/i);
    expect(p.html).toContain(`href="${TEST_APP_URL}/learning"`);
    expect(p.subject).toBe('Hello there');
  });

  it('edits a draft only; duplicates any campaign as a new draft', async () => {
    const c = await create();
    const edited = await boss.request(`/api/admin/campaigns/${c.id}`, {
      method: 'PUT',
      json: draft({ name: 'Edited' }),
    });
    expect(((await edited.json()) as TCampaignRecord).name).toBe('Edited');
    await t.db.update(bulkEmailCampaigns).set({ status: 'sent' }).where(eq(bulkEmailCampaigns.id, c.id));
    const refused = await boss.request(`/api/admin/campaigns/${c.id}`, { method: 'PUT', json: draft() });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: CAMPAIGN_MESSAGES.notEditable });
    const copy = await act(c.id, 'duplicate');
    expect(copy.status).toBe(201);
    expect(await copy.json()).toMatchObject({ name: 'Edited (copy)', status: 'draft', body: c.body });
  });
});

describe('audience', () => {
  it('counts confirmed subscribers and opted-in members exactly, each address once, without pending or bounced ones', async () => {
    const count = async (audience: string) =>
      (
        (await (await boss.request(`/api/admin/campaigns/audience?audience=${audience}`)).json()) as {
          recipients: number;
        }
      ).recipients;
    const base = { members: await count('members'), newsletter: await count('newsletter'), both: await count('both') };
    const both = fresh('both');
    await optedInMember(both, 'Bo Both');
    await subscribers(both, fresh('only-news'));
    await t.signedInUser(fresh('quiet'), 'Quiet Member'); // never opted in
    await t.agent().request('/api/newsletter', { json: { email: fresh('pending') } }); // never confirmed
    const bounced = fresh('bounced');
    await subscribers(bounced);
    await t.db.insert(emailSuppressions).values({ email: bounced, reason: 'bounced' });
    expect(await count('members')).toBe(base.members + 1);
    expect(await count('newsletter')).toBe(base.newsletter + 2);
    expect(await count('both')).toBe(base.both + 2);
  });
});

describe('sending', () => {
  it('mails every recipient once, with both parts, merge fields and the one-click unsubscribe headers', async () => {
    const ann = fresh('ann');
    const anon = fresh('anon');
    await optedInMember(ann, 'Ann Lee');
    await subscribers(anon);
    const c = await create({ audience: 'both', name: 'Both lists' });
    const [a, b] = await Promise.all([act(c.id, 'send'), act(c.id, 'send')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const done = await sendAll(c.id);
    expect(done.status).toBe('sent');
    expect(done.finished_at).not.toBeNull();
    expect(done.stats.sent).toBe(done.stats.recipients);
    const [toAnn] = campaignMails(ann);
    const [toAnon] = campaignMails(anon);
    expect(campaignMails(ann)).toHaveLength(1);
    expect(toAnn?.headers.get('subject')).toBe('Hi Ann, three tips');
    expect(toAnon?.headers.get('subject')).toBe('Hi there, three tips');
    expect(toAnn?.text).toContain('Hello Ann');
    expect(toAnon?.text).toContain('Hello friend');
    expect(toAnn?.html).toContain(`${TEST_APP_URL}/learning`);
    expect(toAnn?.headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=[^>]+>, <mailto:unsubscribe@brand\.test\?subject=unsubscribe>$/,
    );
    expect(toAnn?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(toAnn?.text).toMatch(/\/unsubscribe\?token=/);
    expect(toAnn?.html).toMatch(/href="http:\/\/localhost:3000\/unsubscribe\?token=/);
  });

  it('a one-click POST unsubscribes without a session, once, and counts on the campaign; resubscribe undoes it', async () => {
    const reader = fresh('reader');
    await subscribers(reader);
    const c = await create({ name: 'One click' });
    await act(c.id, 'send');
    await sendAll(c.id);
    const [mail] = sink.to(reader);
    const target = /<([^>]+)>/.exec(mail?.headers.get('list-unsubscribe') ?? '')?.[1] ?? '';
    const path = target.replace(TEST_APP_URL, '');
    const res = await t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: reader, subscribed: false });
    const [row] = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, reader));
    expect(row?.status).toBe('unsubscribed');
    await t.app.request(path, { method: 'POST' });
    expect((await get(c.id)).stats.unsubscribed).toBe(1);
    const token = new URL(target).searchParams.get('token');
    const back = await t.agent().request('/api/email/resubscribe', { json: { token } });
    expect(await back.json()).toEqual({ email: reader, subscribed: true });
  });

  it('refuses a forged or altered unsubscribe token and changes nothing', async () => {
    const victim = fresh('victim');
    await subscribers(victim);
    const forged = await unsubscribeToken(
      { email: victim, lists: ['newsletter'] },
      'another-secret-another-secret-0123456',
    );
    for (const token of [forged, `${forged}x`, 'garbage']) {
      const res = await t.app.request(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });
      expect(res.status).toBe(400);
    }
    const [row] = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, victim));
    expect(row?.status).toBe('confirmed');
  });

  it('skips a recipient who unsubscribes while the campaign is sending', async () => {
    const stays = fresh('stays');
    const leaves = fresh('leaves');
    await subscribers(stays, leaves);
    const c = await create({ name: 'Mid send' });
    await act(c.id, 'send');
    const token = await unsubscribeToken({ email: leaves, lists: ['newsletter'] }, t.config.authSecret);
    await t.app.request(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });
    const done = await sendAll(c.id);
    expect(sink.to(leaves)).toHaveLength(0);
    expect(sink.to(stays)).toHaveLength(1);
    expect(done.stats.skipped).toBeGreaterThanOrEqual(1);
  });

  it('retries a 4xx with backoff, and marks a 5xx bounced and never mails it again', async () => {
    const flaky = fresh('flaky');
    const gone = fresh('gone');
    await subscribers(flaky, gone);
    let refusals = 0;
    sink.setRule((address) => {
      if (address === gone) return { code: 550, message: 'No such mailbox' };
      if (address === flaky && refusals++ < 2) return { code: 451, message: 'Try again later' };
      return undefined;
    });
    try {
      const c = await create({ name: 'Retry and bounce' });
      await act(c.id, 'send');
      const done = await sendAll(c.id);
      expect(sink.to(flaky)).toHaveLength(1);
      expect(sink.to(gone)).toHaveLength(0);
      const rows = await t.db.select().from(emailDeliveries).where(eq(emailDeliveries.refId, c.id));
      expect(rows.find((r) => r.email === flaky)).toMatchObject({ status: 'sent', attempts: 3 });
      expect(rows.find((r) => r.email === gone)).toMatchObject({ status: 'bounced' });
      expect(done.stats.bounced).toBe(1);
      const [suppressed] = await t.db.select().from(emailSuppressions).where(eq(emailSuppressions.email, gone));
      expect(suppressed?.reason).toBe('bounced');
      const problems = (await (await boss.request(`/api/admin/campaigns/${c.id}/problems`)).json()) as {
        email: string;
      }[];
      expect(problems.map((p) => p.email)).toContain(gone);
      // The next campaign leaves the bounced address out.
      const next = await create({ name: 'After the bounce' });
      await act(next.id, 'send');
      await sendAll(next.id);
      expect(sink.to(gone)).toHaveLength(0);
      expect(
        (await t.db.select().from(emailDeliveries).where(eq(emailDeliveries.refId, next.id))).map((r) => r.email),
      ).not.toContain(gone);
    } finally {
      sink.setRule(() => undefined);
    }
  });

  it('fails a mail for good after its attempts, and the campaign when not one mail went', async () => {
    const only = 'only-refused@example.org';
    await t.db.delete(newsletterSubscribers).where(sql`true`); // an audience of nobody
    await subscribers(only);
    sink.setRule(() => ({ code: 421, message: 'Service not available' }));
    try {
      const c = await create({ name: 'All refused' });
      await act(c.id, 'send');
      const done = await sendAll(c.id);
      expect(done.status).toBe('failed');
      expect(done.stats.failed).toBe(1);
      expect(done.error).toBeTruthy();
    } finally {
      sink.setRule(() => undefined);
    }
  });

  it('never sends more than the rate allows within a minute', async () => {
    const limited = await createTestApp(
      { SMTP_URL: sink.url, ADMIN_EMAILS: 'rate@example.com', EMAIL_RATE_PER_MINUTE: '5' },
      { mailEngine: { autoStart: false } },
    );
    try {
      const admin = await limited.signedInUser('rate@example.com', 'Rate Admin');
      const emails = Array.from({ length: 12 }, (_, i) => `rate-${i}@example.net`);
      await limited.db
        .insert(newsletterSubscribers)
        .values(emails.map((email) => ({ email, status: 'confirmed' as const })));
      const res = await admin.request('/api/admin/campaigns', { json: draft() });
      const { id } = (await res.json()) as TCampaignRecord;
      await admin.request(`/api/admin/campaigns/${id}/send`, { method: 'POST' });
      for (let i = 0; i < 20; i++) await limited.runtime.mailEngine.drain();
      const sent = sink.received.filter((m) => m.to.some((to) => to.startsWith('rate-')));
      expect(sent).toHaveLength(5);
      const queued = await limited.db
        .select()
        .from(emailDeliveries)
        .where(and(eq(emailDeliveries.refId, id), eq(emailDeliveries.status, 'queued')));
      expect(queued).toHaveLength(7);
    } finally {
      await limited.close();
    }
  });

  it('pauses and resumes: nothing goes while paused', async () => {
    const p = fresh('paused');
    await subscribers(p);
    const c = await create({ name: 'Pause me' });
    await act(c.id, 'send');
    expect((await act(c.id, 'pause')).status).toBe(200);
    for (let i = 0; i < 3; i++) await t.runtime.mailEngine.drain();
    expect(sink.to(p)).toHaveLength(0);
    expect((await act(c.id, 'pause')).status).toBe(409);
    expect((await act(c.id, 'resume')).status).toBe(200);
    await sendAll(c.id);
    expect(sink.to(p)).toHaveLength(1);
  });

  it('marks a mail a dead instance claimed but never confirmed as unknown, and never sends it again', async () => {
    const lost = fresh('lost');
    await subscribers(lost);
    const c = await create({ name: 'After a crash' });
    await act(c.id, 'send');
    await t.db
      .update(emailDeliveries)
      .set({ status: 'sending', claimedBy: 'dead-instance', leaseUntil: sql`now() - interval '1 second'` })
      .where(and(eq(emailDeliveries.refId, c.id), eq(emailDeliveries.email, lost)));
    const done = await sendAll(c.id);
    expect(sink.to(lost)).toHaveLength(0);
    expect(done.stats.unknown).toBe(1);
    const problems = (await (await boss.request(`/api/admin/campaigns/${c.id}/problems`)).json()) as {
      email: string;
      status: string;
    }[];
    expect(problems).toContainEqual(expect.objectContaining({ email: lost, status: 'unknown' }));
  });

  it('refuses to send or schedule to an empty audience and leaves the draft as it was', async () => {
    await t.db.delete(newsletterSubscribers).where(sql`true`); // an audience of nobody
    const c = await create({ name: 'Nobody' });
    const res = await act(c.id, 'send');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: CAMPAIGN_MESSAGES.emptyAudience });
    const at = new Date(Date.now() + 864e5).toISOString();
    expect((await act(c.id, 'schedule', { scheduledAt: at })).status).toBe(400);
    expect((await get(c.id)).status).toBe('draft');
    expect(await t.db.select().from(emailDeliveries).where(eq(emailDeliveries.refId, c.id))).toHaveLength(0);
  });
});

describe('scheduling', () => {
  it('refuses a time in the past or ten years ahead; schedules, cancels, and starts a due campaign', async () => {
    await subscribers(fresh('later'));
    const c = await create({ name: 'Later' });
    for (const at of [new Date(Date.now() - 60_000), new Date(Date.now() + 10 * 365 * 864e5)]) {
      expect((await act(c.id, 'schedule', { scheduledAt: at.toISOString() })).status).toBe(400);
    }
    expect((await act(c.id, 'schedule', { scheduledAt: 'tomorrow' })).status).toBe(400);
    const at = new Date(Date.now() + 3 * 864e5);
    const res = await act(c.id, 'schedule', { scheduledAt: at.toISOString() });
    expect(await res.json()).toMatchObject({ status: 'scheduled', scheduled_at: at.toISOString() });
    const dash = (await (await boss.request('/api/admin/dashboard')).json()) as { stats: { active_campaigns: number } };
    expect(dash.stats.active_campaigns).toBeGreaterThanOrEqual(1);
    expect((await boss.request(`/api/admin/campaigns/${c.id}`, { method: 'DELETE' })).status).toBe(409);
    expect(await (await act(c.id, 'cancel')).json()).toMatchObject({ status: 'cancelled' });
    expect((await act(c.id, 'cancel')).status).toBe(409);

    const due = await create({ name: 'Due now' });
    await act(due.id, 'schedule', { scheduledAt: new Date(Date.now() + 864e5).toISOString() });
    await t.db
      .update(bulkEmailCampaigns)
      .set({ scheduledAt: new Date(Date.now() - 1000) })
      .where(eq(bulkEmailCampaigns.id, due.id));
    const done = await sendAll(due.id);
    expect(done.status).toBe('sent');
    expect(done.stats.sent).toBeGreaterThan(0);
  });

  it('lists newest first, filters by status, and writes the audit log', async () => {
    const list = (await (await boss.request('/api/admin/campaigns?status=cancelled')).json()) as TCampaignListRecord[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.status === 'cancelled')).toBe(true);
    expect(list[0]).not.toHaveProperty('body');
    expect((await boss.request('/api/admin/campaigns?status=nope')).status).toBe(400);
    const actions = (await t.db.select({ action: adminActivityLogs.action }).from(adminActivityLogs)).map(
      (r) => r.action,
    );
    for (const a of [
      'Created campaign',
      'Scheduled campaign',
      'Sent campaign',
      'Paused campaign',
      'Cancelled campaign',
      'Deleted campaign',
    ])
      expect(actions).toContain(a);
  });

  it('sends a test to the admin alone, marked as a test', async () => {
    const c = await create({ name: 'Test me' });
    const res = await act(c.id, 'test');
    expect(await res.json()).toEqual({ sent_to: 'boss@example.com' });
    const mails = sink.to('boss@example.com').filter((m) => m.headers.get('subject')?.startsWith('[Test]'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.headers.get('subject')).toBe('[Test] Hi Bea, three tips');
    expect((await get(c.id)).status).toBe('draft');
    sink.setRule(() => ({ code: 550, message: 'Mailbox unavailable' }));
    try {
      const refused = await act(c.id, 'test');
      expect(refused.status).toBe(502);
      expect(((await refused.json()) as { error: string }).error).toContain(CAMPAIGN_MESSAGES.testFailed);
    } finally {
      sink.setRule(() => undefined);
    }
  });
});

describe('consent after leaving', () => {
  it('asks an address that unsubscribed to confirm again, and a confirmation or a member opt-in lifts a bounce', async () => {
    const back = fresh('back');
    await subscribers(back);
    await t.db.insert(emailSuppressions).values({ email: back, reason: 'bounced' });
    const token = await unsubscribeToken({ email: back, lists: ['newsletter'] }, t.config.authSecret);
    await t.app.request(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });
    const box = await t.agent().request('/api/newsletter', { json: { email: back } });
    expect(box.status).toBe(202);
    const status = async () =>
      (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, back)))[0]?.status;
    expect(await status()).toBe('pending');
    const confirm = await t
      .agent()
      .request('/api/newsletter/confirm', { json: { token: await t.confirmationToken(back) } });
    expect(confirm.status).toBe(200);
    expect(await status()).toBe('confirmed');
    expect(await t.db.select().from(emailSuppressions).where(eq(emailSuppressions.email, back))).toHaveLength(0);

    const member = fresh('member-bounce');
    const m = await t.signedInUser(member, 'Mem Ber');
    await t.db.insert(emailSuppressions).values({ email: member, reason: 'bounced' });
    await m.request('/api/profile', { method: 'PATCH', json: { marketingOptIn: true } });
    expect(await t.db.select().from(emailSuppressions).where(eq(emailSuppressions.email, member))).toHaveLength(0);
  });
});
