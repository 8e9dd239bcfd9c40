import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES, type TCampaignListRecord, type TCampaignRecord } from '../../../shared/campaigns';
import { grantRole } from '../../auth/roles';
import { adminActivityLogs, bulkEmailCampaigns, emailSuppressions, newsletterSubscribers } from '../../db/schema';
import { unsubscribeToken } from '../../mail/unsubscribe-token';
import { TEST_APP_URL } from '../../test/harness';
import { type CampaignBed, campaignBed, draft, MISSING } from './testing';

let bed: CampaignBed;
let t: CampaignBed['t'];
let sink: CampaignBed['sink'];
let boss: CampaignBed['boss'];
let create: CampaignBed['create'];
let get: CampaignBed['get'];
let act: CampaignBed['act'];
let fresh: CampaignBed['fresh'];
let subscribers: CampaignBed['subscribers'];
let optedInMember: CampaignBed['optedInMember'];
let sendAll: CampaignBed['sendAll'];

beforeAll(async () => {
  bed = await campaignBed();
  ({ t, sink, boss, create, get, act, fresh, subscribers, optedInMember, sendAll } = bed);
});
afterAll(() => bed.close());

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
      'Updated campaign',
      'Scheduled campaign',
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
