import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_RATE } from '../../../shared/limits';
import {
  WELCOME_MESSAGES,
  WELCOME_SEQUENCE_FAILED,
  type TWelcomePreviewRecord,
  type TWelcomeSequenceRecord,
} from '../../../shared/welcome-sequence';
import { type FakeOpenAI, startFakeOpenAI } from '../../ai/testing/fake-openai';
import { emailDeliveries, generationRequests, leadMagnets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { optinPages, welcomeEmails, welcomeSequences } from './audience.schema';
import { audienceBed, type AudienceBed } from './testing';

type Member = Awaited<ReturnType<AudienceBed['member']>>;
type Email = { id?: string; subject: string; body: string; delayDays: number };

let b: AudienceBed;
beforeAll(async () => {
  b = await audienceBed();
});
afterAll(async () => {
  await b.t.close();
  await b.sink.close();
});

const read = async <T>(res: Response, status = 200): Promise<T> => {
  expect({ status: res.status, body: res.status === status ? null : await res.clone().text() }).toEqual({
    status,
    body: null,
  });
  return (await res.json()) as T;
};
const refused = async (res: Response, status: number) => {
  expect(res.status).toBe(status);
  return ((await res.json()) as { error: string }).error;
};

/** A member with a published page, and the paths of its sequence. */
async function memberWithPage(name = 'Dee Trainer') {
  const member = await b.member(name);
  const { page, magnet } = await b.publish(member);
  const url = (path = '') => `/api/audience/sequences/${page.id}${path}`;
  const get = async () => read<TWelcomeSequenceRecord>(await member.request(url()));
  const write = async (headers: Record<string, string> = {}) =>
    member.request(url('/generate'), { method: 'POST', headers });
  const save = (emails: Email[]) => member.request(url(), { method: 'PUT', json: { emails } });
  return { member, page, magnet, url, get, write, save };
}

const editable = (record: TWelcomeSequenceRecord): Email[] =>
  record.emails.map((e) => ({ id: e.id, subject: e.subject, body: e.body, delayDays: e.delay_days }));

describe('writing a sequence', () => {
  it('is not there until written; then answers the record with the default waits, written offline', async () => {
    const { member, page, url, write, get } = await memberWithPage();
    expect(await refused(await member.request(url()), 404)).toBe(WELCOME_MESSAGES.notFound);
    const written = await read<TWelcomeSequenceRecord>(await write());
    expect(written).toMatchObject({ page_id: page.id, enabled: false, enabled_at: null, offline: true });
    expect(written.waiting_for_daily_limit).toBe(0);
    const n = written.emails.length;
    expect(n).toBeGreaterThanOrEqual(3);
    expect(n).toBeLessThanOrEqual(5);
    expect(written.emails.map((e) => e.delay_days)).toEqual([0, 2, 4, 7, 10].slice(0, n));
    expect(written.emails.map((e) => e.position)).toEqual([1, 2, 3, 4, 5].slice(0, n));
    for (const e of written.emails) {
      expect(e.stats).toEqual({ sent: 0, failed: 0, unsubscribes: 0 });
      expect(e.subject.length).toBeLessThanOrEqual(150);
      expect(e.body).toMatch(/^(Hi|Hello|Hey) \{\{first_name\}\},/);
    }
    expect(written.emails[0]?.subject).toContain('The Leash Manners Starter Checklist');
    expect(written.emails.at(-1)?.body).toContain('Dee Trainer');
    expect(await get()).toEqual(written);
  });

  it('answers a repeated Idempotency-Key with the first answer, and counts toward the hourly AI limit', async () => {
    const { member, write } = await memberWithPage();
    const key = { 'Idempotency-Key': 'welcome-key-0001' };
    const first = await read<TWelcomeSequenceRecord>(await write(key));
    expect(await read<TWelcomeSequenceRecord>(await write(key))).toEqual(first);
    const rows = await b.t.db.select().from(generationRequests).where(eq(generationRequests.userId, member.id));
    expect(rows.filter((r) => r.kind === 'welcome-sequence')).toHaveLength(1);
    // The rest of the hour's requests used up elsewhere: the next one waits.
    await b.t.db
      .insert(generationRequests)
      .values(
        Array.from({ length: GENERATION_RATE.perHour - rows.length }, () => ({ userId: member.id, kind: 'mission' })),
      );
    const limited = await write();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('refuses to write a new one while the sequence is on, and rewrites it in place once it is off', async () => {
    const { url, member, write, get } = await memberWithPage();
    const before = await read<TWelcomeSequenceRecord>(await write());
    await read(await member.request(url('/enable'), { method: 'POST' }));
    expect(await refused(await write(), 409)).toBe(WELCOME_MESSAGES.turnOffFirst);
    expect((await get()).emails).toEqual(before.emails);
    await read(await member.request(url('/disable'), { method: 'POST' }));
    const again = await read<TWelcomeSequenceRecord>(await write());
    // Each step keeps its id, so what it already sent stays counted.
    expect(again.emails.map((e) => e.id)).toEqual(before.emails.map((e) => e.id));
  });
});

describe('editing', () => {
  it('keeps the ids it is sent, adds new emails, and deletes those left out', async () => {
    const { write, save } = await memberWithPage();
    const written = await read<TWelcomeSequenceRecord>(await write());
    const [one, two] = editable(written);
    const saved = await read<TWelcomeSequenceRecord>(
      await save([
        { ...one!, subject: 'Welcome, {{first_name}}', delayDays: 0 },
        { ...two!, body: 'A new body with **bold**.', delayDays: 3 },
        { subject: 'A brand new third', body: 'Hello {{first_name|friend}}', delayDays: 3 },
      ]),
    );
    expect(saved.emails.map((e) => [e.position, e.subject, e.delay_days])).toEqual([
      [1, 'Welcome, {{first_name}}', 0],
      [2, two!.subject, 3],
      [3, 'A brand new third', 3],
    ]);
    expect(saved.emails[0]!.id).toBe(one!.id);
    expect(saved.emails[1]!.id).toBe(two!.id);
    const left = await b.t.db.select({ id: welcomeEmails.id }).from(welcomeEmails);
    for (const gone of written.emails.slice(2)) expect(left.map((r) => r.id)).not.toContain(gone.id);
  });

  it('refuses bad input with a message naming what to fix, and changes nothing', async () => {
    const { write, save, get } = await memberWithPage();
    const written = await read<TWelcomeSequenceRecord>(await write());
    const base = editable(written).slice(0, 3);
    const other = await memberWithPage('Olly Other');
    const foreign = (await read<TWelcomeSequenceRecord>(await other.write())).emails[0]!.id;
    const at = (i: number, over: Partial<Email>) => base.map((e, k) => (k === i ? { ...e, ...over } : e));
    const cases: [string, unknown, string][] = [
      ['a wait of -1 day', at(0, { delayDays: -1 }), WELCOME_MESSAGES.delayRange],
      ['a wait of 400 days', at(2, { delayDays: 400 }), WELCOME_MESSAGES.delayRange],
      ['a wait of 1.5 days', at(1, { delayDays: 1.5 }), WELCOME_MESSAGES.delayRange],
      ['a 100 kB body', at(1, { body: 'x'.repeat(100_000) }), WELCOME_MESSAGES.bodyTooLong],
      ['an empty body', at(1, { body: '   ' }), WELCOME_MESSAGES.bodyRequired],
      ['a subject of 151 characters', at(0, { subject: 's'.repeat(151) }), WELCOME_MESSAGES.subjectTooLong],
      ['an empty subject', at(0, { subject: '' }), WELCOME_MESSAGES.subjectRequired],
      ['two emails', base.slice(0, 2), WELCOME_MESSAGES.emailsCount],
      ['six emails', [...base, ...base.map(({ id: _, ...e }) => e)], WELCOME_MESSAGES.emailsCount],
      [
        'waits that go down',
        [{ ...base[0]!, delayDays: 5 }, { ...base[1]!, delayDays: 2 }, base[2]!],
        WELCOME_MESSAGES.delaysOrder,
      ],
      ['an unknown merge field', at(0, { subject: 'Hi {{last_name}}' }), 'Unknown merge field {{last_name}}'],
      ['an email of another sequence', at(0, { id: foreign }), WELCOME_MESSAGES.unknownEmail],
      ['an id that is no email', at(0, { id: '00000000-0000-4000-8000-000000000000' }), WELCOME_MESSAGES.unknownEmail],
      ['the same email twice', at(1, { id: base[0]!.id }), WELCOME_MESSAGES.duplicateEmail],
    ];
    for (const [what, emails, message] of cases) {
      const res = await save(emails as Email[]);
      expect({ what, status: res.status }).toEqual({ what, status: 400 });
      expect(((await res.json()) as { error: string }).error, what).toContain(message);
    }
    expect(await get()).toEqual(written);
    expect((await other.get()).emails[0]!.id).toBe(foreign);
  });

  it('answers 404 before a sequence is written', async () => {
    const { save } = await memberWithPage();
    const email = { subject: 'Hi', body: 'Body', delayDays: 0 };
    expect(await refused(await save([email, email, email]), 404)).toBe(WELCOME_MESSAGES.notFound);
  });
});

describe('turning it on and off', () => {
  it('is one guarded change each way: the second click answers 409 and changes nothing', async () => {
    const { member, url, write, get } = await memberWithPage();
    await read(await write());
    const on = () => member.request(url('/enable'), { method: 'POST' });
    const off = () => member.request(url('/disable'), { method: 'POST' });
    const both = await Promise.all([on(), on()]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const enabled = await get();
    expect(enabled.enabled).toBe(true);
    expect(Date.parse(enabled.enabled_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await refused(await on(), 409)).toBe(WELCOME_MESSAGES.alreadyOn);
    expect((await get()).enabled_at).toBe(enabled.enabled_at);
    await read(await off());
    expect(await refused(await off(), 409)).toBe(WELCOME_MESSAGES.alreadyOff);
    expect(await get()).toMatchObject({ enabled: false, enabled_at: null });
  });

  it('needs at least three emails to go on', async () => {
    const { member, page, url, write } = await memberWithPage();
    await read(await write());
    const [seq] = await b.t.db.select().from(welcomeSequences).where(eq(welcomeSequences.pageId, page.id));
    const [first] = await b.t.db.select().from(welcomeEmails).where(eq(welcomeEmails.sequenceId, seq!.id));
    await b.t.db.delete(welcomeEmails).where(eq(welcomeEmails.sequenceId, seq!.id));
    await b.t.db.insert(welcomeEmails).values({ ...first!, id: undefined });
    expect(await refused(await member.request(url('/enable'), { method: 'POST' }), 409)).toBe(
      WELCOME_MESSAGES.tooFewToEnable,
    );
  });
});

describe('preview and test', () => {
  it('renders an email exactly as it is sent, to a reader called Alex', async () => {
    const { member, url } = await memberWithPage();
    const preview = await read<TWelcomePreviewRecord>(
      await member.request(url('/preview'), {
        json: { subject: 'For {{first_name}}', body: 'Hi {{first_name}},\n\nRead **this** [now](/learning).' },
      }),
    );
    expect(preview.subject).toBe('For Alex');
    expect(preview.html).toContain('<strong>this</strong>');
    expect(preview.html).toContain('href="http://localhost:3000/learning"');
    expect(preview.text).toContain('Hi Alex,');
    expect(preview.text).toContain(
      'You get this because you signed up for "The Leash Manners Starter Checklist" on Dee Trainer\'s page. Unsubscribe: http://localhost:3000/unsubscribe',
    );
    expect(preview.text).toContain('Dee Trainer via Brandforge');
    const long = await member.request(url('/preview'), { json: { subject: 'x', body: 'x'.repeat(100_000) } });
    expect(await refused(long, 400)).toBe(WELCOME_MESSAGES.bodyTooLong);
  });

  it("sends a saved email to the member's own address, marked as a test, and records no delivery", async () => {
    const { member, url, write } = await memberWithPage();
    const written = await read<TWelcomeSequenceRecord>(await write());
    const email = written.emails[1]!;
    const sent = await read<{ sent_to: string }>(await member.request(url('/test'), { json: { emailId: email.id } }));
    expect(sent).toEqual({ sent_to: member.email });
    await b.t.deps.mailer.idle();
    const mail = b.sink.to(member.email).find((m) => m.headers.get('subject')?.startsWith('[Test]'));
    expect(mail?.headers.get('subject')).toBe(`[Test] ${email.subject}`);
    expect(mail?.headers.get('from')).toMatch(/^"?Dee Trainer via Brandforge"? <hello@brand\.test>$/);
    expect(mail?.headers.get('reply-to')).toBe(member.email);
    expect(mail?.text).toMatch(/^(Hi|Hello|Hey) Dee,/);
    const rows = await b.t.db.select().from(emailDeliveries).where(eq(emailDeliveries.email, member.email));
    expect(rows).toEqual([]);
    const missing = await member.request(url('/test'), { json: { emailId: '00000000-0000-4000-8000-000000000000' } });
    expect(await refused(missing, 404)).toBe(WELCOME_MESSAGES.emailNotFound);
  });
});

describe("another member's page", () => {
  it('answers 404 on every route and changes nothing; without a session 401; a malformed id 400', async () => {
    const owner = await memberWithPage();
    const written = await read<TWelcomeSequenceRecord>(await owner.write());
    const stranger: Member = await b.member('Sam Stranger');
    const emails = editable(written).slice(0, 3);
    const calls: [string, string, unknown?][] = [
      ['GET', ''],
      ['PUT', '', { emails }],
      ['POST', '/generate'],
      ['POST', '/enable'],
      ['POST', '/disable'],
      ['POST', '/preview', { subject: 'x', body: 'y' }],
      ['POST', '/test', { emailId: written.emails[0]!.id }],
    ];
    for (const [method, path, json] of calls) {
      const res = await stranger.request(owner.url(path), { method, json });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
      expect(((await res.json()) as { error: string }).error).toBe(WELCOME_MESSAGES.notFound);
      expect((await b.t.agent().request(owner.url(path), { method, json })).status).toBe(401);
    }
    const bad = await stranger.request('/api/audience/sequences/not-a-uuid');
    expect(await refused(bad, 400)).toBe(WELCOME_MESSAGES.notFound);
    expect(await owner.get()).toEqual(written);
  });
});

describe('writing with a model', () => {
  let t: TestApp;
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake',
      AI_TIMEOUT_MS: '3000',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A lead magnet and its page straight into the tables: publishing is tested with the pages. */
  async function pageOf(member: { id: string }) {
    const [magnet] = await t.db
      .insert(leadMagnets)
      .values({
        userId: member.id,
        title: 'Bookkeeping Basics for Bakeries',
        targetAudience: 'Bakery owners',
        industry: 'Finance',
        painPoints: ['Receipts in a shoebox'],
        leadMagnetType: 'cheat_sheet',
        contentOutline: {
          sections: [{ title: 'One folder', description: 'Keep every receipt in one place.', keyPoints: [] }],
          objectives: [],
        },
        designPreferences: { colorScheme: 'minimal', style: 'modern', includeImages: false, includeCharts: false },
        generatedContent: {} as never,
      })
      .returning();
    const [page] = await t.db
      .insert(optinPages)
      .values({
        userId: member.id,
        leadMagnetId: magnet!.id,
        slug: `books-${magnet!.id.slice(0, 8)}`,
        headline: 'Know your profit',
        displayName: 'Ledger & Co',
        bullets: ['a', 'b', 'c'],
        pdf: new Uint8Array([1]),
        pdfFileName: 'x.pdf',
        cover: new Uint8Array([1]),
      })
      .returning();
    return page!;
  }

  const emails = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      subject: `Model email ${i + 1}`,
      body: `Hi {{first_name}},\n\nEmail ${i + 1}.`,
    }));

  it("saves the model's sequence, and a failed generation saves nothing and leaves the last one as it was", async () => {
    const member = await t.signedInUser('model-writer@example.com', 'Lee Ledger');
    const page = await pageOf(member);
    const url = (path = '') => `/api/audience/sequences/${page.id}${path}`;

    fake.otherwise({ status: 500, error: 'upstream exploded' });
    const failed = await member.request(url('/generate'), { method: 'POST' });
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as { error: string }).error.startsWith(WELCOME_SEQUENCE_FAILED)).toBe(true);
    expect((await member.request(url())).status).toBe(404);

    fake.script({ json: { emails: emails(4) } });
    const written = await read<TWelcomeSequenceRecord>(await member.request(url('/generate'), { method: 'POST' }));
    expect(written.offline).toBe(false);
    expect(written.emails.map((e) => [e.subject, e.delay_days])).toEqual([
      ['Model email 1', 0],
      ['Model email 2', 2],
      ['Model email 3', 4],
      ['Model email 4', 7],
    ]);
    const prompt = JSON.stringify(fake.requests.at(-1)?.messages);
    expect(prompt).toContain('Receipts in a shoebox');
    expect(prompt).toContain('One folder: Keep every receipt in one place.');

    fake.otherwise({ json: { emails: emails(2) } });
    const invalid = await member.request(url('/generate'), { method: 'POST' });
    expect(invalid.status).toBe(502);
    expect(await read<TWelcomeSequenceRecord>(await member.request(url()))).toEqual(written);
  });
});
