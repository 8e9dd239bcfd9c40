import { expect } from 'vitest';
import type { TCampaignRecord } from '../../../shared/campaigns';
import { newsletterSubscribers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

type Agent = Awaited<ReturnType<TestApp['signedInUser']>>;

export const MISSING = '00000000-0000-4000-8000-000000000000';

export const draft = (over: Record<string, unknown> = {}) => ({
  name: 'November tips',
  subject: 'Hi {{first_name}}, three tips',
  preheader: 'A short read',
  body: '# Hello {{first_name|friend}}\n\nRead [the course](/learning) and **enjoy**.',
  audience: 'newsletter',
  ...over,
});

/**
 * The campaigns' test bed: an app mailing a real SMTP sink, a super admin ('Bea Boss'), and an engine
 * that sends only when a test drains it, so each test decides when mail goes.
 */
export async function campaignBed() {
  const sink: SmtpSink = await startSmtpSink();
  const t: TestApp = await createTestApp(
    {
      SMTP_URL: sink.url,
      MAIL_FROM: 'Brandforge <news@brand.test>',
      ADMIN_EMAILS: 'boss@example.com',
      EMAIL_RATE_PER_MINUTE: '100000',
      UNSUBSCRIBE_MAILTO: 'unsubscribe@brand.test',
    },
    { mailEngine: { autoStart: false, retryBaseMs: 1, maxAttempts: 3 } },
  );
  const boss: Agent = await t.signedInUser('boss@example.com', 'Bea Boss');
  let n = 0;

  const create = async (over: Record<string, unknown> = {}) => {
    const res = await boss.request('/api/admin/campaigns', { json: draft(over) });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as TCampaignRecord;
  };
  const get = async (id: string) =>
    (await (await boss.request(`/api/admin/campaigns/${id}`)).json()) as TCampaignRecord;
  const act = (id: string, verb: string, json?: unknown) =>
    boss.request(`/api/admin/campaigns/${id}/${verb}`, json === undefined ? { method: 'POST' } : { json });

  return {
    t,
    sink,
    boss,
    create,
    get,
    act,
    fresh: (prefix: string) => `${prefix}-${++n}@example.com`,
    /** Campaign mails to one address (its sign-up confirmation left out). */
    campaignMails: (address: string) => sink.to(address).filter((m) => m.headers.has('list-unsubscribe')),
    /** Confirmed subscribers straight into the table: the double opt-in itself is tested in the newsletter's tests. */
    subscribers: async (...emails: string[]) => {
      await t.db
        .insert(newsletterSubscribers)
        .values(emails.map((email) => ({ email, status: 'confirmed' as const, confirmedAt: new Date() })))
        .onConflictDoNothing();
    },
    optedInMember: async (email: string, name: string) => {
      const m = await t.signedInUser(email, name);
      await m.request('/api/profile', { method: 'PATCH', json: { fullName: name, marketingOptIn: true } });
      return m;
    },
    /** Runs the engine's cycles until the campaign has nothing left to send. */
    sendAll: async (id: string) => {
      for (let i = 0; i < 200; i++) {
        await t.runtime.mailEngine.drain();
        const c = await get(id);
        if (c.status !== 'sending') return c;
        await new Promise((r) => setTimeout(r, 5));
      }
      throw new Error('the campaign did not finish');
    },
    close: async () => {
      await t.close();
      await sink.close();
    },
  };
}

export type CampaignBed = Awaited<ReturnType<typeof campaignBed>>;
