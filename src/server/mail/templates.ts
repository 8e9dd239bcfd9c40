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

export const verifyEmailMail = (to: string, name: string, url: string) =>
  actionMail(
    to,
    'Verify your email for Brandforge',
    `Hi ${name || 'there'},`,
    [
      'Welcome to Brandforge. Confirm your email address to finish setting up your account; the link opens your dashboard.',
    ],
    'Verify my email',
    url,
  );

export const resetPasswordMail = (to: string, name: string, url: string) =>
  actionMail(
    to,
    'Reset your Brandforge password',
    `Hi ${name || 'there'},`,
    ['Someone asked to reset the password of your Brandforge account. The link below is valid for one hour.'],
    'Choose a new password',
    url,
  );
