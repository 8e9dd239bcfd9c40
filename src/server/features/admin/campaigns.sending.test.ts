import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES, type TCampaignRecord } from '../../../shared/campaigns';
import { adminActivityLogs, emailDeliveries, emailSuppressions, newsletterSubscribers } from '../../db/schema';
import { unsubscribeToken } from '../../mail/unsubscribe-token';
import { createTestApp, TEST_APP_URL } from '../../test/harness';
import { type CampaignBed, campaignBed, draft } from './testing';

let bed: CampaignBed;
let t: CampaignBed['t'];
let sink: CampaignBed['sink'];
let boss: CampaignBed['boss'];
let create: CampaignBed['create'];
let get: CampaignBed['get'];
let act: CampaignBed['act'];
let fresh: CampaignBed['fresh'];
let campaignMails: CampaignBed['campaignMails'];
let subscribers: CampaignBed['subscribers'];
let optedInMember: CampaignBed['optedInMember'];
let sendAll: CampaignBed['sendAll'];

beforeAll(async () => {
  bed = await campaignBed();
  ({ t, sink, boss, create, get, act, fresh, campaignMails, subscribers, optedInMember, sendAll } = bed);
});
afterAll(() => bed.close());

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

describe('the audit log of sending', () => {
  it('records sending, pausing and resuming', async () => {
    const actions = (await t.db.select({ action: adminActivityLogs.action }).from(adminActivityLogs)).map(
      (r) => r.action,
    );
    for (const a of ['Sent campaign', 'Paused campaign', 'Resumed campaign']) expect(actions).toContain(a);
  });
});
