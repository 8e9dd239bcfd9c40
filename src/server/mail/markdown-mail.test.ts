import { describe, expect, it } from 'vitest';
import { compileMarkdownMail, type MailFrame } from './markdown-mail';

const frame: MailFrame = {
  appUrl: 'https://brand.example.com/',
  brand: { label: 'Dee Trainer' },
  footer: {
    reason: 'You get this because you signed up for "Calm Walks" on Dee Trainer\'s page.',
    identity: 'Dee Trainer via Brandforge · hello@brand.example.com',
    identityText: 'Dee Trainer via Brandforge · hello@brand.example.com',
  },
};
const reader = { firstName: 'Sam', unsubscribeUrl: 'https://brand.example.com/unsubscribe?token=sam' };

describe('a Markdown mail in its frame', () => {
  it('names the sender at the top, as text when the frame gives no link', async () => {
    const { html, text } = (await compileMarkdownMail({ subject: 'Hi', preheader: '', body: 'Hello' }, frame)).render(
      reader,
    );
    expect(html).toMatch(/<p[^>]*class="bf-brand"[^>]*>Dee Trainer<\/p>/);
    expect(html).not.toMatch(/<a[^>]*class="bf-brand"/);
    // The top line is for the eye; the plain-text part starts with the body.
    expect(text.startsWith('Hello')).toBe(true);
  });

  it("ends with the frame's reason, one unsubscribe link and its identity, in both parts", async () => {
    const compiled = await compileMarkdownMail(
      { subject: 'Hi {{first_name}}', preheader: '', body: 'Hello {{first_name}}' },
      frame,
    );
    const { subject, html, text } = compiled.render(reader);
    expect(subject).toBe('Hi Sam');
    expect(html).toContain('You get this because you signed up for &quot;Calm Walks&quot; on Dee Trainer&#x27;s page.');
    expect(html.match(/href="https:\/\/brand\.example\.com\/unsubscribe\?token=sam"/g)).toHaveLength(1);
    expect(html).toContain('Dee Trainer via Brandforge · hello@brand.example.com');
    expect(text).toContain(`${frame.footer.reason} Unsubscribe: ${reader.unsubscribeUrl}`);
    expect(text.trim().endsWith(frame.footer.identityText)).toBe(true);
  });

  it('links the top line when the frame gives an address', async () => {
    const linked = { ...frame, brand: { label: 'Brandforge', href: 'https://brand.example.com' } };
    const { html } = (await compileMarkdownMail({ subject: 'Hi', preheader: '', body: 'Hello' }, linked)).render(
      reader,
    );
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/brand\.example\.com"[^>]*class="bf-brand"|<a[^>]*class="bf-brand"[^>]*href="https:\/\/brand\.example\.com"/,
    );
  });
});
