import type { Mail } from '../../mail/mailer';
import { compileMarkdownMail, type Recipient } from '../../mail/markdown-mail';
import { mailFromAddress, memberSender } from '../../mail/sender';

/*
 * A welcome email as its readers get it: the shared Markdown mail (mail/markdown-mail.tsx) from the
 * member by name at the app's address, replies to the member, and a footer saying why the reader gets
 * it. Loaded with `await import()` by the sequence's service and mail source: the server starts
 * without React.
 */

export interface WelcomeSender {
  appUrl: string;
  mailFrom: string;
  /** The name the page shows for the member. */
  displayName: string;
  /** The member's account address. */
  replyTo: string | undefined;
  /** The lead magnet the reader signed up for. */
  title: string;
}

export type WelcomeMail = Omit<Mail, 'to' | 'headers'>;

/** Compiled once per email (and per edit), filled per reader. */
export async function compileWelcomeEmail(
  content: { subject: string; body: string },
  sender: WelcomeSender,
): Promise<(recipient: Recipient) => WelcomeMail> {
  const name = sender.displayName.trim() || 'A Brandforge member';
  const identity = `${name} via Brandforge · ${mailFromAddress(sender.mailFrom)}`;
  const compiled = await compileMarkdownMail(
    { subject: content.subject, preheader: '', body: content.body },
    {
      appUrl: sender.appUrl,
      brand: { label: name },
      footer: {
        reason: `You get this because you signed up for "${sender.title}" on ${name}'s page.`,
        identity,
        identityText: identity,
      },
    },
  );
  const from = memberSender(sender.mailFrom, name);
  return (recipient) => ({ ...compiled.render(recipient), from, replyTo: sender.replyTo });
}
