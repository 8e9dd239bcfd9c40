import { html } from 'hono/html';
import type { Mail } from './mailer';

/** Who a mail is from when it is sent for a member ("Dee via Brandforge"), and what its footer adds. */
export interface ActionMailOptions {
  from?: string;
  replyTo?: string;
  /** Lines under the action, in place of the default "If you did not ask for this…". */
  footer?: string[];
  /** The closing signature; 'Brandforge' by default. */
  signature?: string;
}

export async function actionMail(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: string,
  url: string,
  o: ActionMailOptions = {},
): Promise<Mail> {
  const footer = o.footer ?? ['If you did not ask for this, you can ignore this email.'];
  const signature = o.signature ?? 'Brandforge';
  const text = [greeting, '', ...lines, '', `${action}: ${url}`, '', ...footer, '', signature].join('\n');
  const body = await html`<!doctype html>
    <html>
      <body style="font-family:system-ui,sans-serif;line-height:1.5;color:#18181b;max-width:600px">
        <p>${greeting}</p>
        ${lines.map((l) => html`<p>${l}</p>`)}
        <p>
          <a
            href="${url}"
            style="display:inline-block;padding:10px 16px;background:#6366f1;color:#fff;border-radius:8px;text-decoration:none"
            >${action}</a
          >
        </p>
        <p style="font-size:13px;color:#52525b;word-break:break-all">
          Or paste this link into your browser:<br />${url}
        </p>
        ${footer.map((l) => html`<p style="font-size:13px;color:#52525b">${l}</p>`)}
        <p>${signature}</p>
      </body>
    </html>`;
  return { to, subject, text, html: String(body), from: o.from, replyTo: o.replyTo };
}

/*
 * Mails open with our own words and quote nothing a stranger typed: anyone can sign up with someone
 * else's address under any name ("Your account is locked. Go to …"), and a reset can be asked for an
 * account that was never confirmed. So no account mail carries the name; the address is its own greeting.
 */
export const verifyEmailMail = (to: string, url: string) =>
  actionMail(
    to,
    'Confirm your email for Brandforge',
    'Welcome to Brandforge.',
    [
      `Someone signed up to Brandforge with this email address (${to}). If it was you, open the link and enter the password you chose to confirm your email and open your dashboard.`,
      'If it was not you, ignore this email: without that password nobody can use the account.',
    ],
    'Confirm my email',
    url,
  );

export const resetPasswordMail = (to: string, url: string) =>
  actionMail(
    to,
    'Reset your Brandforge password',
    'Hello from Brandforge.',
    [
      `Someone asked to reset the password of the Brandforge account for this email address (${to}). The link below is valid for one hour.`,
    ],
    'Choose a new password',
    url,
  );

export const newsletterConfirmMail = (to: string, url: string, days: number) =>
  actionMail(
    to,
    'Confirm your Brandforge newsletter subscription',
    'Hello from Brandforge.',
    [
      `Someone asked to receive the Brandforge newsletter at this email address. Nothing will be sent to it until you confirm. The link below is valid for ${days} days.`,
    ],
    'Confirm my subscription',
    url,
  );
