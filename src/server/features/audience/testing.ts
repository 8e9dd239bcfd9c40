import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TOptinPageDraft, TOptinPageRecord } from '../../../shared/audience';
import type { TSubscriberList } from '../../../shared/audience-subscribers';
import type { TLeadMagnetRecord } from '../../../shared/lead-magnets';
import { leadMagnets } from '../../db/schema';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/harness';
import { LEAD_MAGNET_DRAFT } from '../../test/samples';
import type { uniqueUser } from '../../test/saved-results';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { audienceSubscribers, optinPages } from './audience.schema';

type Agent = Awaited<ReturnType<TestApp['signedInUser']>>;

/** A draft as the publish form sends it back. */
export const contentOf = (d: TOptinPageDraft) => ({
  slug: d.slug,
  headline: d.headline,
  bullets: d.bullets,
  displayName: d.display_name,
});

/**
 * The audience's test bed: an app mailing a real SMTP sink, an engine that sends only when a test
 * drains it, and a member ('Dee Trainer') with helpers to publish a page and sign up on it.
 */
export async function audienceBed(env: Record<string, string> = {}) {
  const sink: SmtpSink = await startSmtpSink();
  const t: TestApp = await createTestApp(
    { SMTP_URL: sink.url, MAIL_FROM: 'Brandforge <hello@brand.test>', EMAIL_RATE_PER_MINUTE: '100000', ...env },
    { mailEngine: { autoStart: false, retryBaseMs: 1, maxAttempts: 3 } },
  );
  let n = 0;
  const fresh = (prefix: string) => `${prefix}-${++n}@example.com`;

  const member = (name = 'Dee Trainer') => t.signedInUser(fresh('member'), name);

  const leadMagnet = async (who: Agent) => {
    const res = await who.request('/api/lead-magnets', { json: LEAD_MAGNET_DRAFT });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as TLeadMagnetRecord;
  };

  const draft = async (who: Agent, leadMagnetId: string) => {
    const res = await who.request(`/api/audience/pages/draft?lead_magnet_id=${leadMagnetId}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as TOptinPageDraft;
  };

  /** A lead magnet published with its drafted text and a unique slug. */
  const publish = async (who: Agent, over: Record<string, unknown> = {}) => {
    const magnet = await leadMagnet(who);
    const d = await draft(who, magnet.id);
    const res = await who.request('/api/audience/pages', {
      json: { leadMagnetId: magnet.id, ...contentOf(d), slug: `${d.slug}-${++n}`, ...over },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return { page: (await res.json()) as TOptinPageRecord, magnet };
  };

  /** The public form, posted as a browser posts it (same origin unless told otherwise). */
  const signUp = (slug: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.agent().request(`/l/${slug}`, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  /** The newest link to `path` in a mail the sink received for `email`. */
  const linkIn = async (email: string, path: RegExp) => {
    await t.deps.mailer.idle();
    const mails = sink.to(email);
    for (const m of [...mails].reverse()) {
      const found = m.text.match(/https?:\/\/\S+/g)?.find((u) => path.test(u));
      if (found) return found.replace(TEST_APP_URL, '');
    }
    throw new Error(`no mail to ${email} has a link matching ${path}`);
  };

  const tokenOf = (link: string) => new URL(link, TEST_APP_URL).searchParams.get('token') ?? '';

  /** Opens the confirmation link's page and presses its button, as the reader does. */
  const confirm = async (slug: string, email: string) => {
    const token = tokenOf(await linkIn(email, /\/confirm\?token=/));
    return t.agent().request(`/l/${slug}/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ token }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  };

  /** Runs the engine until nothing is left to send now. */
  const sendAll = async () => {
    for (let i = 0; i < 50; i++) if ((await t.runtime.mailEngine.drain()) === 0) return;
  };

  return { t, sink, fresh, member, leadMagnet, draft, publish, signUp, linkIn, tokenOf, confirm, sendAll };
}

export type AudienceBed = Awaited<ReturnType<typeof audienceBed>>;

const SUBSCRIBERS_URL = '/api/audience/subscribers';
type Member = Awaited<ReturnType<typeof uniqueUser>>;
type NewSubscriber = Omit<typeof audienceSubscribers.$inferInsert, 'userId'>;

/**
 * Helpers of the subscribers' tests, on one app: rows written straight into the tables (the public
 * sign-up has its own tests), a page to be their source, and reads of the API.
 */
export function subscriberHelpers(app: () => TestApp) {
  const add = async (member: Member, rows: NewSubscriber[]) =>
    app()
      .db.insert(audienceSubscribers)
      .values(rows.map((r) => ({ ...r, userId: member.id })))
      .returning({ id: audienceSubscribers.id, email: audienceSubscribers.email });

  const addPage = async (member: Member, slug: string) => {
    const [magnet] = await app()
      .db.insert(leadMagnets)
      .values({
        userId: member.id,
        title: 'Checklist',
        targetAudience: 'Dog owners',
        industry: 'Pets',
        painPoints: ['pulling on the leash'],
        leadMagnetType: 'checklist',
        contentOutline: { sections: [] } as never,
        designPreferences: {} as never,
        generatedContent: {} as never,
      })
      .returning();
    const [page] = await app()
      .db.insert(optinPages)
      .values({
        userId: member.id,
        leadMagnetId: magnet!.id,
        slug,
        headline: `Headline of ${slug}`,
        displayName: 'Dog School',
        bullets: ['a', 'b', 'c'],
        pdf: new Uint8Array([1]),
        pdfFileName: 'x.pdf',
        cover: new Uint8Array([1]),
      })
      .returning({ id: optinPages.id, slug: optinPages.slug, headline: optinPages.headline });
    return page!;
  };

  const json = async <T>(res: Response, status = 200): Promise<T> => {
    expect({ status: res.status, body: res.status === status ? null : await res.clone().text() }).toEqual({
      status,
      body: null,
    });
    return (await res.json()) as T;
  };
  const list = async (member: Member, query = '') =>
    json<TSubscriberList>(await member.request(`${SUBSCRIBERS_URL}${query ? `?${query}` : ''}`));
  const emailsOf = (l: TSubscriberList) => l.items.map((i) => i.email);
  const refused = async (res: Response, status: number) => (await json<{ error: string }>(res, status)).error;
  const rowsOf = (member: Member) =>
    app().db.select().from(audienceSubscribers).where(eq(audienceSubscribers.userId, member.id));
  return { add, addPage, json, list, emailsOf, refused, rowsOf };
}
