import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWelcomeSequenceRecord } from '../../../shared/welcome-sequence';
import { emailDeliveries, emailSuppressions } from '../../db/schema';
import { TEST_APP_URL } from '../../test/harness';
import { audienceSubscribers, welcomeEmails } from './audience.schema';
import { audienceBed, type AudienceBed } from './testing';
import { welcomeSource } from './welcome.source';

/*
 * The schedule, on a real SMTP server, with the clock moved by moving one member's times back: a day
 * "passes" for their subscribers, their sequence's emails and their mail, and for nothing else.
 */

type Member = Awaited<ReturnType<AudienceBed['member']>>;

async function sequenceBed(env: Record<string, string> = {}) {
  const b = await audienceBed(env);
  const { t } = b;

  /** A member with a published page and a three-email sequence due on days 0, 2 and 4, turned on. */
  async function liveSequence(delays = [0, 2, 4]) {
    const member = await b.member('Dee Trainer');
    const { page } = await b.publish(member);
    const url = (path = '') => `/api/audience/sequences/${page.id}${path}`;
    expect((await member.request(url('/generate'), { method: 'POST' })).status).toBe(200);
    const save = await member.request(url(), {
      method: 'PUT',
      json: {
        emails: delays.map((delayDays, i) => ({
          subject: `Day ${delayDays} for {{first_name}}`,
          body: `Hi {{first_name}},\n\nThis is email ${i + 1}.`,
          delayDays,
        })),
      },
    });
    expect(save.status, await save.clone().text()).toBe(200);
    expect((await member.request(url('/enable'), { method: 'POST' })).status).toBe(200);
    const get = async () => (await (await member.request(url())).json()) as TWelcomeSequenceRecord;
    return { member, page, url, get };
  }

  /** Readers who confirmed on the page just now, straight into the table (the sign-up is tested elsewhere). */
  async function readers(member: Member, pageId: string, ...emails: string[]) {
    await t.db.insert(audienceSubscribers).values(
      emails.map((email) => ({
        userId: member.id,
        email,
        firstName: 'Sam',
        status: 'subscribed' as const,
        source: 'page' as const,
        sourcePageId: pageId,
        confirmedAt: new Date(),
        welcomePageId: pageId,
        welcomeStartedAt: new Date(),
      })),
    );
  }

  /** `days` pass for this member: every time of theirs moves back by that much. */
  async function later(member: Member, days: number) {
    const back = sql`${`${days} days`}::interval`;
    await t.db.execute(sql`update audience_subscribers set welcome_started_at = welcome_started_at - ${back},
      confirmed_at = confirmed_at - ${back} where user_id = ${member.id}`);
    await t.db.execute(sql`update welcome_emails set created_at = created_at - ${back} where user_id = ${member.id}`);
    await t.db.execute(
      sql`update welcome_sequences set enabled_at = enabled_at - ${back} where user_id = ${member.id}`,
    );
    await t.db.execute(sql`update email_deliveries set created_at = created_at - ${back},
      next_attempt_at = next_attempt_at - ${back}, claimed_at = claimed_at - ${back}, sent_at = sent_at - ${back}
      where owner_id = ${member.id}`);
  }

  /**
   * The subjects of the welcome mails one reader got, in the order they arrived; mails that fall due
   * together leave in one batch over several connections, in no set order.
   */
  const welcomes = (email: string) => b.sink.to(email).map((m) => m.headers.get('subject') ?? '');

  return { ...b, liveSequence, readers, later, welcomes };
}

let b: Awaited<ReturnType<typeof sequenceBed>>;
beforeAll(async () => {
  b = await sequenceBed();
});
afterAll(async () => {
  await b.t.close();
  await b.sink.close();
});

describe('the schedule', () => {
  it('sends day 0 at once, day 2 and day 4 when their day comes and not before', async () => {
    const { member, page, get } = await b.liveSequence();
    const reader = b.fresh('reader');
    await b.readers(member, page.id, reader);
    await b.sendAll();
    expect(b.welcomes(reader)).toEqual(['Day 0 for Sam']);
    await b.later(member, 1);
    await b.sendAll();
    expect(b.welcomes(reader)).toEqual(['Day 0 for Sam']);
    await b.later(member, 1);
    await b.sendAll();
    expect(b.welcomes(reader)).toEqual(['Day 0 for Sam', 'Day 2 for Sam']);
    await b.later(member, 1);
    await b.sendAll();
    expect(b.welcomes(reader)).toHaveLength(2);
    await b.later(member, 1);
    await b.sendAll();
    expect(b.welcomes(reader)).toEqual(['Day 0 for Sam', 'Day 2 for Sam', 'Day 4 for Sam']);
    // Each email once, however often the engine looks.
    await b.later(member, 30);
    await b.sendAll();
    expect(b.welcomes(reader)).toHaveLength(3);
    const record = await get();
    expect(record.emails.map((e) => e.stats)).toEqual([
      { sent: 1, failed: 0, unsubscribes: 0 },
      { sent: 1, failed: 0, unsubscribes: 0 },
      { sent: 1, failed: 0, unsubscribes: 0 },
    ]);
  });

  it('mails from the member by name, replies to them, with the one-click unsubscribe and the reason in the footer', async () => {
    const { member, page } = await b.liveSequence();
    const reader = b.fresh('headers');
    await b.readers(member, page.id, reader);
    await b.sendAll();
    const [mail] = b.sink.to(reader);
    expect(mail?.headers.get('from')).toMatch(/^"?Dee Trainer via Brandforge"? <hello@brand\.test>$/);
    expect(mail?.headers.get('reply-to')).toBe(member.email);
    expect(mail?.headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=[^>]+>$/,
    );
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain('Hi Sam,');
    expect(mail?.text).toContain(
      'You get this because you signed up for "The Leash Manners Starter Checklist" on Dee Trainer\'s page.',
    );
    expect(mail?.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/unsubscribe\?token=/);
    expect(mail?.html).toContain('Dee Trainer');
    const [row] = await b.t.db.select().from(emailDeliveries).where(eq(emailDeliveries.email, reader));
    expect(row).toMatchObject({
      kind: 'welcome',
      ownerId: member.id,
      lists: [`audience:${member.id}`],
      status: 'sent',
    });
  });

  it('stops the rest when the reader unsubscribes after the first, and counts it on that email', async () => {
    const { member, page, get } = await b.liveSequence();
    const leaves = b.fresh('leaves');
    const stays = b.fresh('stays');
    await b.readers(member, page.id, leaves, stays);
    await b.sendAll();
    const [first] = b.sink.to(leaves);
    const target = /<([^>]+)>/.exec(first?.headers.get('list-unsubscribe') ?? '')?.[1] ?? '';
    const res = await b.t.app.request(target.replace(TEST_APP_URL, ''), { method: 'POST' });
    expect(res.status).toBe(200);
    await b.later(member, 5);
    await b.sendAll();
    expect(b.welcomes(leaves)).toEqual(['Day 0 for Sam']);
    expect(b.welcomes(stays)).toHaveLength(3);
    expect((await get()).emails[0]?.stats).toEqual({ sent: 2, failed: 0, unsubscribes: 1 });
  });

  it('stops the rest when the address bounces', async () => {
    const { member, page, get } = await b.liveSequence();
    const gone = b.fresh('gone');
    await b.readers(member, page.id, gone);
    b.sink.setRule((address) => (address === gone ? { code: 550, message: 'No such mailbox' } : undefined));
    try {
      await b.sendAll();
      await b.later(member, 5);
      await b.sendAll();
    } finally {
      b.sink.setRule(() => undefined);
    }
    expect(b.welcomes(gone)).toEqual([]);
    const [suppressed] = await b.t.db.select().from(emailSuppressions).where(eq(emailSuppressions.email, gone));
    expect(suppressed?.reason).toBe('bounced');
    const rows = await b.t.db.select().from(emailDeliveries).where(eq(emailDeliveries.email, gone));
    expect(rows.map((r) => r.status)).toEqual(['bounced']);
    expect((await get()).emails[0]?.stats.failed).toBe(1);
  });

  it('sends an email as it reads when it goes: an edit before its day changes what is sent', async () => {
    const { member, page, url, get } = await b.liveSequence();
    const reader = b.fresh('edited');
    await b.readers(member, page.id, reader);
    await b.sendAll();
    const before = await get();
    const emails = before.emails.map((e) => ({ id: e.id, subject: e.subject, body: e.body, delayDays: e.delay_days }));
    emails[1]!.subject = 'Day two, rewritten';
    expect((await member.request(url(), { method: 'PUT', json: { emails } })).status).toBe(200);
    await b.later(member, 2);
    await b.sendAll();
    expect(b.welcomes(reader)).toEqual(['Day 0 for Sam', 'Day two, rewritten']);
    // The edited email kept its id, so its first mail's count stays with it.
    expect((await get()).emails[0]).toMatchObject({ id: before.emails[0]!.id, stats: { sent: 1 } });
  });

  it('does not mail a backlog of an email added later, but sends it to readers whose day for it is still ahead', async () => {
    const { member, page, url, get } = await b.liveSequence();
    const early = b.fresh('early');
    await b.readers(member, page.id, early);
    await b.sendAll();
    await b.later(member, 5);
    await b.sendAll();
    expect(b.welcomes(early)).toHaveLength(3);
    // Two new steps: day 4 is past for the early reader, day 6 is still ahead.
    const current = (await get()).emails.map((e) => ({
      id: e.id,
      subject: e.subject,
      body: e.body,
      delayDays: e.delay_days,
    }));
    const added = [
      { subject: 'Added, day 4', body: 'A step added later.', delayDays: 4 },
      { subject: 'Added, day 6', body: 'Another step added later.', delayDays: 6 },
    ];
    expect((await member.request(url(), { method: 'PUT', json: { emails: [...current, ...added] } })).status).toBe(200);
    const late = b.fresh('late');
    await b.readers(member, page.id, late);
    await b.sendAll();
    expect(b.welcomes(early)).toHaveLength(3);
    await b.later(member, 1);
    await b.sendAll();
    expect(b.welcomes(early).sort()).toEqual(['Added, day 6', 'Day 0 for Sam', 'Day 2 for Sam', 'Day 4 for Sam']);
    await b.later(member, 5);
    await b.sendAll();
    expect(b.welcomes(late).sort()).toEqual(
      ['Added, day 4', 'Added, day 6', 'Day 0 for Sam', 'Day 2 for Sam', 'Day 4 for Sam'].sort(),
    );
  });

  it('sends nothing while the sequence is off; what fell due goes when it is on again', async () => {
    const { member, page, url } = await b.liveSequence();
    const reader = b.fresh('paused');
    expect((await member.request(url('/disable'), { method: 'POST' })).status).toBe(200);
    await b.readers(member, page.id, reader);
    await b.sendAll();
    await b.later(member, 3);
    await b.sendAll();
    expect(b.welcomes(reader)).toEqual([]);
    const queued = await b.t.db.select().from(emailDeliveries).where(eq(emailDeliveries.email, reader));
    expect(queued).toEqual([]);
    expect((await member.request(url('/enable'), { method: 'POST' })).status).toBe(200);
    await b.sendAll();
    expect(b.welcomes(reader).sort()).toEqual(['Day 0 for Sam', 'Day 2 for Sam']);
  });

  it('keeps queued mails of a sequence turned off, and skips those of an email removed from it', async () => {
    const { member, page, url, get } = await b.liveSequence([0, 0, 3]);
    const reader = b.fresh('held');
    await b.readers(member, page.id, reader);
    // Queued by the source's tick, then the sequence is turned off before the engine claims them.
    const { t } = b;
    await welcomeSource.tick!({
      db: t.db,
      lists: t.deps.mailLists,
      logger: t.deps.logger,
      appUrl: t.config.appUrl,
      mailFrom: t.config.mailFrom,
      secret: t.config.authSecret,
    });
    await member.request(url('/disable'), { method: 'POST' });
    await b.sendAll();
    const rows = () => t.db.select().from(emailDeliveries).where(eq(emailDeliveries.email, reader));
    expect((await rows()).map((r) => r.status)).toEqual(['queued', 'queued']);
    const emails = (await get()).emails;
    const edit = [
      { id: emails[0]!.id, subject: emails[0]!.subject, body: emails[0]!.body, delayDays: 0 },
      { id: emails[2]!.id, subject: emails[2]!.subject, body: emails[2]!.body, delayDays: 3 },
      { subject: 'A new third', body: 'Body', delayDays: 5 },
    ];
    const res = await member.request(url(), { method: 'PUT', json: { emails: edit } });
    expect(res.status, await res.clone().text()).toBe(200);
    const status = new Map((await rows()).map((r) => [r.refId, r.status]));
    expect(status.get(emails[1]!.id)).toBe('skipped');
    expect(status.get(emails[0]!.id)).toBe('queued');
    expect(await t.db.select().from(welcomeEmails).where(eq(welcomeEmails.id, emails[1]!.id))).toEqual([]);
    await member.request(url('/enable'), { method: 'POST' });
    await b.sendAll();
    expect(b.welcomes(reader)).toEqual(['Day 0 for Sam']);
  });
});

describe('the daily limit', () => {
  let limited: Awaited<ReturnType<typeof sequenceBed>>;
  beforeAll(async () => {
    limited = await sequenceBed({ MEMBER_DAILY_EMAIL_LIMIT: '2' });
  });
  afterAll(async () => {
    await limited.t.close();
    await limited.sink.close();
  });

  it('sends two a day, says how many wait, and sends the rest the next day', async () => {
    const { member, page, get } = await limited.liveSequence();
    const readers = Array.from({ length: 5 }, () => limited.fresh('many'));
    await limited.readers(member, page.id, ...readers);
    await limited.sendAll();
    const sent = () => readers.filter((r) => limited.sink.to(r).length > 0).length;
    expect(sent()).toBe(2);
    expect((await get()).waiting_for_daily_limit).toBe(3);
    await limited.later(member, 1);
    await limited.sendAll();
    expect(sent()).toBe(4);
    expect((await get()).waiting_for_daily_limit).toBe(1);
    const queued = await limited.t.db
      .select()
      .from(emailDeliveries)
      .where(and(eq(emailDeliveries.ownerId, member.id), eq(emailDeliveries.status, 'queued')));
    expect(queued).toHaveLength(1);
  });
});
