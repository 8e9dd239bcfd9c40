import { expect } from 'vitest';
import type { TOptinPageDraft, TOptinPageRecord } from '../../../shared/audience';
import type { TLeadMagnetRecord } from '../../../shared/lead-magnets';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/harness';
import { LEAD_MAGNET_DRAFT } from '../../test/samples';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

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
