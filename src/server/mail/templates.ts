import { html } from 'hono/html';
import type { Mail } from './mailer';

async function actionMail(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: string,
  url: string,
): Promise<Mail> {
  const text = [
    greeting,
    '',
    ...lines,
    '',
    `${action}: ${url}`,
    '',
    'If you did not ask for this, you can ignore this email.',
    '',
    'Brandforge',
  ].join('\n');
  const body = await html`<!doctype html>
    <html>
      <body style="font-family:system-ui,sans-serif;line-height:1.5;color:#18181b">
        <p>${greeting}</p>
        ${lines.map((l) => html`<p>${l}</p>`)}
        <p>
          <a
            href="${url}"
            style="display:inline-block;padding:10px 16px;background:#6366f1;color:#fff;border-radius:8px;text-decoration:none"
            >${action}</a
          >
        </p>
        <p style="font-size:13px;color:#52525b">Or paste this link into your browser:<br />${url}</p>
        <p style="font-size:13px;color:#52525b">If you did not ask for this, you can ignore this email.</p>
        <p>Brandforge</p>
      </body>
    </html>`;
  return { to, subject, text, html: String(body) };
}

/**
 * A name as it may appear in a mail: anyone can sign up under any name, so it is plain text, short,
 * and has no link or address in it that a reader could take for ours.
 */
export function plainName(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is taken out
    .replace(/[\u0000-\u001f\u007f-\u009f<>]/g, ' ')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S*/gi, ' ')
    .replace(/\S*@\S*/g, ' ')
    .replace(/\S*[a-z0-9-]\.[a-z]{2,}\S*/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned.length <= 40) return cleaned;
  const cut = cleaned.slice(0, 40);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).trim()}…`;
}

const underName = (name: string) => {
  const shown = plainName(name);
  return shown ? ` under the name "${shown}"` : '';
};

// Mails open with our own words, never with text a stranger typed into a sign-up form.
export const verifyEmailMail = (to: string, name: string, url: string) =>
  actionMail(
    to,
    'Confirm your email for Brandforge',
    'Welcome to Brandforge.',
    [
      `Someone signed up with this email address${underName(name)}. If it was you, open the link and enter the password you chose to confirm your email and open your dashboard.`,
      'If it was not you, ignore this email: without that password nobody can use the account.',
    ],
    'Confirm my email',
    url,
  );

export const resetPasswordMail = (to: string, name: string, url: string) =>
  actionMail(
    to,
    'Reset your Brandforge password',
    'Hello from Brandforge.',
    [
      `Someone asked to reset the password of the Brandforge account for this email address${underName(name)}. The link below is valid for one hour.`,
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
