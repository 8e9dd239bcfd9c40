import { describe, expect, it } from 'vitest';
import { CAMPAIGN_LIMITS } from '../../../shared/campaigns';
import { compileCampaign, type CampaignContent, type Recipient } from './campaigns.render';

const sender = {
  appUrl: 'https://brand.example.com/',
  productName: 'Brandforge',
  fromAddress: 'news@brand.example.com',
};
const ann: Recipient = {
  firstName: 'Ann',
  unsubscribeUrl: 'https://brand.example.com/unsubscribe?token=ann&list=news',
};

async function mail(content: Partial<CampaignContent>, recipient: Recipient = ann) {
  const compiled = await compileCampaign({ subject: 'News', preheader: '', body: 'Hello', ...content }, sender);
  return compiled.render(recipient);
}

/** Whatever the placeholder looks like, it is letters and digits between `{{`-free markers. */
const leftovers = (s: string) => s.match(/\{\{|\}\}|MF[0-9A-F]{16}X\d+Y/g) ?? [];
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);

describe('a campaign mail from Markdown', () => {
  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an image with an error handler', '<img src=x onerror="alert(1)">'],
    ['a javascript: link', '[x](javascript:alert(1))'],
    ['a data: link', '[x](data:text/html,<script>alert(1)</script>)'],
    ['a vbscript: link', '[x](vbscript:msgbox(1))'],
    ['a frame', '<iframe src="https://evil.example/"></iframe>'],
    ['a raw javascript: anchor', '<a href="javascript:alert(1)">x</a>'],
    ['an entity-hidden javascript: anchor', '<a href="jav&#x61;script:alert(1)">x</a>'],
    ['a tab inside the scheme', '<a href="java&#9;script:alert(1)">x</a>'],
    ['an event handler on an allowed tag', '<p onclick="alert(1)">x</p>'],
    ['a form', '<form action="https://evil.example/"><input name="pw"></form>'],
  ])('drops %s', async (_, markdown) => {
    const { html, text } = await mail({ body: `Before\n\n${markdown}\n\nAfter` });
    for (const out of [html, text]) {
      expect(out).not.toMatch(/<script|<iframe|<img|<form|<input|onerror|onclick/i);
      expect(out).not.toMatch(/javascript:|vbscript:|data:text/i);
      expect(out).not.toMatch(/java\s+script:/i);
    }
    expect(text).toContain('Before');
    expect(text).toContain('After');
  });

  it('keeps no style or class the author wrote', async () => {
    const { html } = await mail({ body: '<p style="color:red;position:fixed" class="x">Styled</p>' });
    expect(html).toContain('Styled');
    expect(html).not.toContain('color:red');
    expect(html).not.toContain('position:fixed');
    expect(html).not.toContain('class="x"');
  });

  it('renders headings, emphasis, lists, quotes and links, every link absolute', async () => {
    const { html } = await mail({
      body: [
        '# Spring news',
        '## What changed',
        'Our **new path** is _live_.',
        '- one\n- two',
        '1. first\n2. second',
        '> A quote from Sam',
        '[Learning](/learning), [course](courses/intro), [site](https://example.org/x), [mail](mailto:hi@example.org), [top](#top)',
      ].join('\n\n'),
    });
    expect(html).toMatch(/<h1[^>]*>Spring news<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>What changed<\/h2>/);
    expect(html).toContain('<strong>new path</strong>');
    expect(html).toContain('<em>live</em>');
    expect(html).toMatch(/<ul[^>]*>\s*<li[^>]*>one<\/li>/);
    expect(html).toMatch(/<ol[^>]*>\s*<li[^>]*>first<\/li>/);
    expect(html).toMatch(/<blockquote[^>]*>[\s\S]*A quote from Sam/);
    expect(hrefs(html)).toEqual(
      expect.arrayContaining([
        'https://brand.example.com/learning',
        'https://brand.example.com/courses/intro',
        'https://example.org/x',
        'mailto:hi@example.org',
      ]),
    );
    for (const href of hrefs(html)) expect(href).toMatch(/^(https:\/\/|mailto:)/);
    expect(html).toContain('top');
  });

  it('fills the first name, escaped in the HTML and as typed in the text and the subject', async () => {
    const m = await mail(
      { subject: 'News for {{first_name}}', body: 'Hello {{first_name}}, meet {{first_name}}.' },
      { ...ann, firstName: '<b>Ann</b>' },
    );
    expect(m.subject).toBe('News for <b>Ann</b>');
    expect(m.html).toContain('Hello &lt;b&gt;Ann&lt;/b&gt;, meet &lt;b&gt;Ann&lt;/b&gt;.');
    expect(m.html).not.toContain('<b>Ann');
    expect(m.text).toContain('Hello <b>Ann</b>, meet <b>Ann</b>.');
    // The underscore in first_name never turned into emphasis between the two fields.
    expect(m.html).not.toContain('<em>');
  });

  it('falls back to "there", or to the fallback written in the field, inside a link too', async () => {
    const body = 'Hi {{first_name}}! [Your plan, {{ first_name | friend }}](/plan)';
    for (const firstName of [null, '', '   ', '\u0000\n']) {
      const m = await mail({ subject: '{{first_name|friend}}, your plan', body }, { ...ann, firstName });
      expect(m.subject).toBe('friend, your plan');
      expect(m.html).toContain('Hi there!');
      expect(m.html).toMatch(/<a [^>]*href="https:\/\/brand.example.com\/plan"[^>]*>Your plan, friend<\/a>/);
      expect(m.text).toContain('Hi there! Your plan, friend https://brand.example.com/plan');
    }
  });

  it('trims a first name, keeps it on one line and cuts it at 40 characters', async () => {
    const long = `${'A'.repeat(30)} ${'B'.repeat(30)}`;
    expect((await mail({ subject: '{{first_name}}' }, { ...ann, firstName: '  Ann\u0007\r\nLee  ' })).subject).toBe(
      'Ann Lee',
    );
    expect((await mail({ subject: '{{first_name}}' }, { ...ann, firstName: long })).subject).toBe(
      `${'A'.repeat(30)} ${'B'.repeat(9)}`,
    );
  });

  it('puts a first name into a link address percent-encoded', async () => {
    const m = await mail(
      { body: '[Say hi](https://example.org/hi?name={{first_name}})' },
      { ...ann, firstName: 'Ann "Lee"' },
    );
    expect(hrefs(m.html)).toContain('https://example.org/hi?name=Ann%20%22Lee%22');
  });

  it('never lets a placeholder through', async () => {
    const m = await mail({
      subject: '{{first_name}} {{first_name|friend}}',
      preheader: 'For {{first_name}}',
      body: '# {{first_name}}\n\n**{{first_name}}** _{{first_name|you}}_ `{{first_name}}` [{{first_name}}](/{{first_name}})',
    });
    for (const out of [m.subject, m.html, m.text]) expect(leftovers(out)).toEqual([]);
    expect(m.html).toContain('href="https://brand.example.com/Ann"');
  });

  it('names unknown merge fields and leaves them as written', async () => {
    const compiled = await compileCampaign(
      { subject: 'Hi {{last_name}}', preheader: '', body: 'Hello {{ company }}' },
      sender,
    );
    expect(compiled.unknownFields).toEqual(['{{last_name}}', '{{company}}']);
    expect(compiled.render(ann).subject).toBe('Hi {{last_name}}');
  });

  it('writes a plain-text part with the words, the links as addresses and the unsubscribe link', async () => {
    const { text } = await mail({ body: '## A heading\n\nRead the [guide](/guide) today.\n\n- first point' });
    expect(text).toContain('A heading');
    expect(text).not.toContain('A HEADING');
    expect(text).toContain('Read the guide https://brand.example.com/guide today.');
    expect(text).toContain('first point');
    expect(text).toContain(`Unsubscribe: ${ann.unsubscribeUrl}`);
    expect(text).toContain('You receive this email because you asked for news from Brandforge.');
    expect(text).toContain('Brandforge · news@brand.example.com');
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('ends the HTML with one unsubscribe link and the sender', async () => {
    const { html } = await mail({ body: 'Hello' });
    const href = 'https://brand.example.com/unsubscribe?token=ann&amp;list=news';
    expect(hrefs(html).filter((h) => h === href)).toHaveLength(1);
    expect(html).toContain('You receive this email because you asked for news from Brandforge.');
    expect(html).toContain('Brandforge · news@brand.example.com');
  });

  it('escapes the unsubscribe address in its attribute', async () => {
    const { html } = await mail({}, { ...ann, unsubscribeUrl: 'https://x.example/u?t="><script>alert(1)</script>' });
    expect(html).not.toContain('<script');
    expect(html).toContain('href="https://x.example/u?t=&quot;&gt;&lt;script&gt;');
  });

  it('shows the preheader as hidden preview text, filled, and leaves it out of the text part', async () => {
    const m = await mail({ preheader: 'Three tools got faster, {{first_name}}', body: 'Hello' });
    expect(m.html).toMatch(/<div style="display:none[^"]*"[^>]*>Three tools got faster, Ann/);
    expect(m.text).not.toContain('Three tools got faster');
    expect(await mail({ preheader: '', body: 'Hello' }).then((e) => e.html)).not.toContain('display:none');
  });

  it('supports a dark scheme, wraps long words and loads nothing remote', async () => {
    const { html } = await mail({ body: `A ${'x'.repeat(400)} word.` });
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).toMatch(/class="[^"]*bf-content[^"]*" style="[^"]*overflow-wrap:anywhere/);
    expect(html).not.toMatch(/<img|<script|<link|@import|url\(|src=/i);
  });

  it('compiles a body at the length limit in reasonable time', async () => {
    const paragraph = 'Hello {{first_name}}, this is **bold** and a [link](/x). ';
    const body = paragraph
      .repeat(Math.floor(CAMPAIGN_LIMITS.body / paragraph.length))
      .padEnd(CAMPAIGN_LIMITS.body, '.');
    expect(body).toHaveLength(CAMPAIGN_LIMITS.body);
    const started = performance.now();
    const compiled = await compileCampaign({ subject: 'Long', preheader: '', body }, sender);
    expect(performance.now() - started).toBeLessThan(5_000);
    const { html, text } = compiled.render(ann);
    expect(html.match(/href="https:\/\/brand\.example\.com\/x"/g)?.length).toBe(
      Math.floor(CAMPAIGN_LIMITS.body / paragraph.length),
    );
    expect(leftovers(text)).toEqual([]);
  });

  it('gives each recipient their own name and unsubscribe link', async () => {
    const compiled = await compileCampaign(
      { subject: 'Hi {{first_name}}', preheader: '', body: 'Hi {{first_name}}' },
      sender,
    );
    const bob: Recipient = { firstName: 'Bob', unsubscribeUrl: 'https://brand.example.com/unsubscribe?token=bob' };
    const first = compiled.render(ann);
    const second = compiled.render(bob);
    expect(second.html).toContain('token=bob');
    expect(second.html).not.toContain('token=ann');
    expect(second.text).toContain('Hi Bob');
    expect(second.subject).toBe('Hi Bob');
    expect(compiled.render(ann)).toEqual(first);
  });
});
