import { Hono, type Context } from 'hono';
import { AUDIENCE_MESSAGES, ZOptinSignup, ZOptinSlug } from '../../../shared/audience';
import { OPTIN_RATE } from '../../../shared/limits';
import { clientAddress } from '../../client-address';
import type { AppEnv } from '../../context';
import { hitRateLimit } from '../../rate-limit';
import { crossSiteGuard, hasBrokenText } from '../../request-guards';
import { confirmSignUp, download, pageBySlug, pageFile, type PublicPage, signUp } from './signup.service';

type Ctx = Context<AppEnv>;

const pages = () => import('./optin.page');

/** Every answer of these pages is about now: an unpublished page must be gone at once, not in a cache. */
const fresh = (c: Ctx) => c.header('Cache-Control', 'no-store');

async function ended(c: Ctx) {
  fresh(c);
  return c.html((await pages()).endedHtml(), 404);
}

/** The published page at `:slug`, or null after answering "this offer has ended". */
async function livePage(c: Ctx): Promise<PublicPage | null> {
  const slug = ZOptinSlug.safeParse(c.req.param('slug'));
  if (!slug.success) return null;
  const page = await pageBySlug(c.var.deps.db, slug.data);
  return page?.status === 'published' ? page : null;
}

/** Form fields as text; a repeated field or a file is read as its first text value. */
async function formOf(c: Ctx): Promise<Record<string, string>> {
  const body = await c.req.parseBody({ all: false }).catch(() => ({}));
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string') out[k] = v;
  return out;
}

const fieldErrors = (issues: { path: PropertyKey[]; message: string }[]) => {
  const errors: { email?: string; firstName?: string } = {};
  for (const i of issues) {
    if (i.path[0] === 'email') errors.email ??= i.message;
    if (i.path[0] === 'first_name') errors.firstName ??= i.message;
  }
  return errors;
};

export const optinSite = new Hono<AppEnv>()
  .get('/l/:slug', async (c) => {
    const page = await livePage(c);
    if (!page) return ended(c);
    fresh(c);
    const { optinPageHtml } = await pages();
    return c.html(optinPageHtml(page, c.var.deps.config.appUrl, { sent: c.req.query('sent') === '1' }));
  })
  .get('/l/:slug/cover.png', async (c) => {
    const page = await livePage(c);
    const png = page && (await pageFile(c.var.deps.db, page.id, 'cover'));
    if (!png) return c.text('Not found', 404);
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(Buffer.from(png), 200, { 'Content-Type': 'image/png' });
  })
  // Another site's form may not sign someone up: the browser names the sending page, as for the API.
  .post('/l/:slug', crossSiteGuard, async (c) => {
    const page = await livePage(c);
    if (!page) return ended(c);
    fresh(c);
    const { deps } = c.var;
    const { optinPageHtml } = await pages();
    const ip = clientAddress(c, deps.config.trustProxy);
    if (ip) {
      // Counted before the address is read, so the refusal says nothing about any address.
      const verdict = await hitRateLimit(deps.db, `optin:ip:${ip}`, OPTIN_RATE.perClient);
      if (!verdict.allowed) {
        const form = AUDIENCE_MESSAGES.tooManyFromClient(Math.ceil(verdict.retryAfterSeconds / 60));
        c.header('Retry-After', String(verdict.retryAfterSeconds));
        return c.html(optinPageHtml(page, deps.config.appUrl, { errors: { form } }), 429);
      }
    }
    const raw = await formOf(c);
    if (Object.values(raw).some(hasBrokenText))
      return c.html(
        optinPageHtml(page, deps.config.appUrl, { errors: { email: AUDIENCE_MESSAGES.emailInvalid } }),
        400,
      );
    const parsed = ZOptinSignup.safeParse(raw);
    if (!parsed.success) {
      const state = { email: raw.email?.slice(0, 300), firstName: raw.first_name?.slice(0, 100) };
      return c.html(
        optinPageHtml(page, deps.config.appUrl, { ...state, errors: fieldErrors(parsed.error.issues) }),
        400,
      );
    }
    // The honeypot is answered like any sign-up, so a bot learns nothing; nobody is kept or mailed.
    if (!parsed.data.website) await signUp(deps, page, { email: parsed.data.email, firstName: parsed.data.first_name });
    return c.redirect(`/l/${page.slug}?sent=1`, 303);
  })
  .get('/l/:slug/confirm', async (c) => {
    const page = await livePage(c);
    if (!page) return ended(c);
    fresh(c);
    const token = c.req.query('token') ?? '';
    const { badLinkHtml, confirmHtml } = await pages();
    if (!token || token.length > 2000) return c.html(badLinkHtml(false), 400);
    return c.html(confirmHtml(page, token));
  })
  .post('/l/:slug/confirm', crossSiteGuard, async (c) => {
    fresh(c);
    const token = (await formOf(c)).token ?? '';
    const { badLinkHtml, confirmedHtml, endedHtml } = await pages();
    if (!token || token.length > 2000) return c.html(badLinkHtml(false), 400);
    const { deps } = c.var;
    const outcome = await confirmSignUp({ ...deps, wakeMail: () => deps.mailEngine.wake() }, token);
    if (outcome.ok) return c.html(confirmedHtml(outcome.page, outcome.downloadUrl));
    if (outcome.reason === 'ended') return c.html(endedHtml(), 404);
    return c.html(badLinkHtml(outcome.reason === 'expired'), 400);
  })
  .get('/l/:slug/download', async (c) => {
    fresh(c);
    const token = c.req.query('token') ?? '';
    const { badLinkHtml, endedHtml } = await pages();
    if (!token || token.length > 2000) return c.html(badLinkHtml(false), 400);
    const got = await download(c.var.deps, c.req.param('slug'), token);
    if (!got.ok)
      return got.reason === 'ended' ? c.html(endedHtml(), 404) : c.html(badLinkHtml(got.reason === 'expired'), 400);
    return c.body(Buffer.from(got.pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${got.fileName.replace(/[^\w.-]+/g, '_')}"`,
      'X-Content-Type-Options': 'nosniff',
    });
  });
