import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AUDIENCE_MESSAGES as M, OPTIN_LIMITS, optinTypeWords } from '../../../shared/audience';
import type { PublicPage } from './signup.service';

/**
 * The public pages of a member's opt-in page, rendered on the server as plain HTML: the page with its
 * form, "check your inbox", the confirmation step, the download, and the ended and bad-link pages.
 * They need no JavaScript at all (the form posts), so a visitor on a slow phone reads and signs up at
 * once; the look follows the reader's light or dark setting.
 */

// A check in a disc, cut out of the bullet's colour; a data: image, which the pages' CSP allows.
const CHECK = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Cpath fill-rule='evenodd' d='M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z'/%3E%3C/svg%3E")`;

const CSS = `
:root{color-scheme:light dark;--bg:#fafafa;--fg:#18181b;--muted:#52525b;--card:#fff;--border:#d4d4d8;--primary:#4f46e5;--primary-fg:#fff;--error:#b91c1c;--ok:#15803d}
@media (prefers-color-scheme:dark){:root{--bg:#09090b;--fg:#fafafa;--muted:#a1a1aa;--card:#18181b;--border:#3f3f46;--primary:#818cf8;--primary-fg:#09090b;--error:#fca5a5;--ok:#86efac}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.55 'Inter Variable',ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;overflow-wrap:anywhere;-webkit-text-size-adjust:100%}
main{max-width:64rem;margin:0 auto;padding:1.5rem 1rem 2.5rem}
.grid{display:grid;gap:1.5rem;align-items:start}
.cover{display:block;width:100%;max-width:11rem;height:auto;margin:0 auto;border-radius:.5rem;border:1px solid var(--border);background:#fff;box-shadow:0 10px 30px rgb(0 0 0 / .12)}
@media (min-width:768px){.grid{grid-template-columns:minmax(0,2fr) minmax(0,3fr);gap:3rem}main{padding-top:4rem}.cover{max-width:20rem;position:sticky;top:2rem}}
.by{margin:0 0 .5rem;color:var(--muted);font-size:.95rem}
h1{margin:0 0 1.25rem;font-size:clamp(1.6rem,4.6vw,2.35rem);line-height:1.15;letter-spacing:-.02em;text-wrap:balance}
ul{list-style:none;margin:0 0 1.75rem;padding:0}
li{position:relative;padding-left:2rem;margin:.75rem 0}
li::before{content:'';position:absolute;left:0;top:.15rem;width:1.25rem;height:1.25rem;background:var(--primary);-webkit-mask:${CHECK} center/contain no-repeat;mask:${CHECK} center/contain no-repeat}
.card{background:var(--card);border:1px solid var(--border);border-radius:.75rem;padding:1.25rem;box-shadow:0 1px 2px rgb(0 0 0 / .05)}
@media (min-width:768px){.card{padding:1.5rem}}
label{display:block;font-weight:600;font-size:.9rem;margin:0 0 .35rem}
.opt{font-weight:400;color:var(--muted)}
input[type=text],input[type=email]{display:block;width:100%;font:inherit;color:inherit;background:var(--bg);border:1px solid var(--border);border-radius:.5rem;padding:.6rem .75rem;margin:0 0 1rem}
input:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
input[aria-invalid=true]{border-color:var(--error)}
.err{color:var(--error);font-size:.9rem;margin:-.6rem 0 1rem}
button,.button{display:inline-block;width:100%;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer;border:0;border-radius:.5rem;padding:.75rem 1rem;background:var(--primary);color:var(--primary-fg)}
button:hover,.button:hover{filter:brightness(1.08)}
.fine{color:var(--muted);font-size:.85rem;margin:.75rem 0 0}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.center{max-width:32rem;margin:2rem auto 0;text-align:center}
.center h1{font-size:clamp(1.5rem,5vw,2rem);margin-bottom:.75rem}
.center>:last-child{margin-bottom:0}
footer{margin:0 auto;padding:0 1rem 2rem;color:var(--muted);font-size:.8rem;text-align:center}
`;

interface DocumentProps {
  title: string;
  description?: string;
  /** Open Graph: the page's absolute address and cover image. */
  og?: { url: string; image: string };
  children: ReactNode;
}

function Document({ title, description, og, children }: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description && <meta name="description" content={description} />}
        {og && (
          <>
            <meta property="og:type" content="website" />
            <meta property="og:title" content={title} />
            {description && <meta property="og:description" content={description} />}
            <meta property="og:url" content={og.url} />
            <meta property="og:image" content={og.image} />
            <meta property="og:image:width" content="630" />
            <meta property="og:image:height" content="891" />
            <meta name="twitter:card" content="summary_large_image" />
            <link rel="canonical" href={og.url} />
          </>
        )}
        {!og && <meta name="robots" content="noindex" />}
        <style dangerouslySetInnerHTML={{ __html: CSS }} />
      </head>
      <body>
        <main>{children}</main>
        <footer>Made with Brandforge</footer>
      </body>
    </html>
  );
}

const html = (node: ReactNode) => `<!doctype html>${renderToStaticMarkup(node)}`;

export interface FormState {
  email?: string;
  firstName?: string;
  /** Field errors of a refused submit. */
  errors?: { email?: string; firstName?: string; form?: string };
  /** The submit went through: the form gives way to "check your inbox". */
  sent?: boolean;
}

function SignUpForm({ page, state }: { page: PublicPage; state: FormState }) {
  const e = state.errors ?? {};
  if (state.sent)
    return (
      <section className="card" role="status">
        <h2 style={{ margin: '0 0 .5rem' }}>{M.checkInbox}</h2>
        <p style={{ margin: 0 }}>{M.checkInboxBody}</p>
      </section>
    );
  return (
    <form className="card" method="post" action={`/l/${page.slug}`} noValidate>
      {e.form && (
        <p className="err" role="alert" style={{ margin: '0 0 1rem' }}>
          {e.form}
        </p>
      )}
      <label htmlFor="first_name">
        First name <span className="opt">(optional)</span>
      </label>
      <input
        id="first_name"
        name="first_name"
        type="text"
        autoComplete="given-name"
        maxLength={OPTIN_LIMITS.firstName}
        defaultValue={state.firstName}
        aria-invalid={e.firstName ? true : undefined}
        aria-describedby={e.firstName ? 'first_name-error' : undefined}
      />
      {e.firstName && (
        <p className="err" id="first_name-error">
          {e.firstName}
        </p>
      )}
      <label htmlFor="email">Email</label>
      <input
        id="email"
        name="email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        maxLength={OPTIN_LIMITS.email}
        defaultValue={state.email}
        aria-invalid={e.email ? true : undefined}
        aria-describedby={e.email ? 'email-error' : undefined}
        autoFocus={Boolean(e.email)}
      />
      {e.email && (
        <p className="err" id="email-error" role="alert">
          {e.email}
        </p>
      )}
      {/* A field people never see: a bot that fills every input gives itself away. */}
      <div className="hp" aria-hidden="true">
        <label htmlFor="website">Leave this empty</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit">{optinTypeWords(page.leadMagnetType).button}</button>
      <p className="fine">
        By signing up you agree to get emails from {page.displayName}. Every email has a link to unsubscribe in one
        click.
      </p>
      <p className="fine">
        Privacy: your email address and first name are kept only to send you this download and {page.displayName}
        &apos;s emails. They are never sold or shared, and are erased if you never confirm.
      </p>
    </form>
  );
}

export function optinPageHtml(page: PublicPage, appUrl: string, state: FormState = {}) {
  const url = `${appUrl}/l/${page.slug}`;
  return html(
    <Document
      title={page.headline}
      description={page.bullets.join(' · ')}
      og={{ url, image: `${appUrl}/l/${page.slug}/cover.png` }}
    >
      <div className="grid">
        <img
          className="cover"
          src={`/l/${page.slug}/cover.png`}
          width={630}
          height={891}
          alt={`Cover of ${page.title}`}
          fetchPriority="high"
        />
        <div>
          <p className="by">
            {optinTypeWords(page.leadMagnetType).offer} from {page.displayName}
          </p>
          <h1>{page.headline}</h1>
          <ul>
            {page.bullets.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
          <SignUpForm page={page} state={state} />
        </div>
      </div>
    </Document>,
  );
}

function Message({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <Document title={title}>
      <div className="center card">
        <h1>{title}</h1>
        <p>{body}</p>
        {children}
      </div>
    </Document>
  );
}

export const endedHtml = () => html(<Message title={M.offerEnded} body={M.offerEndedBody} />);

export const badLinkHtml = (expired: boolean) =>
  html(
    <Message
      title={expired ? M.linkExpired : M.linkInvalid}
      body={
        expired
          ? M.linkExpiredBody
          : 'It may have been copied only in part, or the subscription it belonged to was removed. Sign up again on the page to get a fresh link.'
      }
    />,
  );

/** The confirmation link opens this; only the button's POST confirms, so a mail scanner's visit does nothing. */
export const confirmHtml = (page: PublicPage, token: string) =>
  html(
    <Message
      title={M.confirmTitle}
      body={`Confirm your email address to get "${page.title}" from ${page.displayName}.`}
    >
      <form method="post" action={`/l/${page.slug}/confirm`}>
        <input type="hidden" name="token" value={token} />
        <button type="submit">{M.confirmButton}</button>
      </form>
    </Message>,
  );

export const confirmedHtml = (page: PublicPage, downloadUrl: string) =>
  html(
    <Message title={M.confirmed} body={M.confirmedBody}>
      <a className="button" href={downloadUrl}>
        {M.downloadButton}
      </a>
      <p className="fine">
        {page.displayName} may send you a few more emails about {page.title}. Each one has a link to unsubscribe.
      </p>
    </Message>,
  );
