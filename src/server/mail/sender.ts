/** The address part of MAIL_FROM ('Brandforge <no-reply@x>' -> 'no-reply@x'). */
export const mailFromAddress = (mailFrom: string) => /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();

/**
 * A mail sent for a member: their name, marked as sent through the app, at the app's own address (a
 * member's domain is not ours to send from; their address goes in Reply-To). Quotes, backslashes and
 * line breaks are dropped from the name so it cannot break out of the header.
 */
export function memberSender(mailFrom: string, name: string): string {
  const clean = name.replace(/["\\\r\n<>]/g, '').trim() || 'A Brandforge member';
  return `"${clean} via Brandforge" <${mailFromAddress(mailFrom)}>`;
}
