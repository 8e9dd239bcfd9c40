import { randomBytes } from 'node:crypto';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render, toPlainText } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Marked } from 'marked';
import type { CSSProperties } from 'react';
import sanitizeHtml from 'sanitize-html';
import {
  CAMPAIGN_LIMITS,
  DEFAULT_FIRST_NAME_FALLBACK,
  MERGE_FIELD_PATTERN,
  MERGE_FIELDS,
  unknownMergeFields,
} from '../../shared/campaigns';

/*
 * A bulk mail written in Markdown (an admin campaign, a member's welcome email), compiled once and
 * filled per recipient. React, Markdown and the sanitizer run in compileMarkdownMail only; render()
 * joins precomputed pieces, so 10,000 recipients cost 10,000 string joins. This module is loaded with
 * `await import()`: the server starts without React.
 */

export interface MarkdownMailContent {
  subject: string;
  preheader: string;
  /** Markdown. */
  body: string;
}

/** What surrounds the body: who it is from and why the reader gets it. */
export interface MailFrame {
  /** Every relative link in the body becomes absolute against it. */
  appUrl: string;
  /** The name at the top of the card; a link when `href` is given. */
  brand: { label: string; href?: string };
  footer: {
    /** Why the reader gets this mail, one sentence; the unsubscribe link follows it. */
    reason: string;
    /** Who sent it, under the reason. */
    identity: string;
    /** The identity line of the plain-text part (it may add an address the HTML links instead). */
    identityText: string;
  };
}

export interface Recipient {
  firstName: string | null;
  unsubscribeUrl: string;
}
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}
export interface CompiledMail {
  /** Cheap, per recipient: fills merge fields and the unsubscribe link by string substitution. */
  render(recipient: Recipient): RenderedMail;
  /** Merge fields that are not known (empty in practice: validation refuses them first). */
  unknownFields: string[];
}

const FIRST_NAME_MAX = 40;
/** What react-email's Preview keeps; more would show up in the inbox as body text. */
const PREHEADER_MAX = 150;
const KNOWN_FIELDS = new Set<string>(MERGE_FIELDS);
const [UNSUBSCRIBE, SUBJECT, PREHEADER] = [0, 1, 2];

// eslint-disable-next-line no-control-regex -- control characters are what is taken out
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** Text typed by a person (a first name, a fallback, a subject): one line, no control characters, capped. */
function cleanText(value: string | null, max: number): string {
  const oneLine = (value ?? '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(oneLine).slice(0, max).join('').trim();
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A template cut at its placeholders: literal, slot, literal, slot, ..., literal. */
interface Pieces {
  literals: string[];
  slots: number[];
}
function cut(template: string, placeholder: RegExp): Pieces {
  const parts = template.split(placeholder);
  return {
    literals: parts.filter((_, i) => i % 2 === 0),
    slots: parts.filter((_, i) => i % 2 === 1).map(Number),
  };
}
function fill({ literals, slots }: Pieces, values: string[]): string {
  let out = literals[0] ?? '';
  for (let i = 0; i < slots.length; i++) out += (values[slots[i]!] ?? '') + (literals[i + 1] ?? '');
  return out;
}

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

/** A link as the mail carries it: absolute, or nothing when it is not a web or mail link. */
function absoluteHref(href: string, appUrl: string): string | undefined {
  const link = href.trim();
  // Browsers skip control characters and spaces inside a scheme (`java\tscript:`), so the check does too.
  // eslint-disable-next-line no-control-regex -- see above
  const compact = link.replace(/[\u0000-\u0020]+/g, '');
  if (!compact || compact.startsWith('#')) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme) return SAFE_SCHEMES.has(scheme.toLowerCase()) ? link : undefined;
  if (/^[/\\]{2}/.test(compact)) return `https:${link}`;
  return link.startsWith('/') ? `${appUrl}${link}` : `${appUrl}/${link}`;
}

const ALLOWED_TAGS = [
  ...['p', 'br', 'h1', 'h2', 'h3', 'blockquote', 'hr', 'pre'],
  ...['strong', 'em', 'b', 'i', 'del', 'code', 'a'],
  ...['ul', 'ol', 'li'],
];

const markdown = new Marked({ gfm: true, breaks: true });

/** Only text formatting survives: no scripts, frames, forms, images, styles or event handlers. */
function sanitize(html: string, appUrl: string, inLink: (href: string) => string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'title'] },
    allowedSchemes: [...SAFE_SCHEMES],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'select', 'noscript', 'iframe', 'object', 'template'],
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href === undefined ? undefined : absoluteHref(attribs.href, appUrl);
        // A link that goes nowhere safe is kept as its words.
        if (!href) return { tagName: 'span', attribs: {} };
        return { tagName, attribs: { ...attribs, href: inLink(href) } };
      },
      h4: sanitizeHtml.simpleTransform('h3', {}),
      h5: sanitizeHtml.simpleTransform('h3', {}),
      h6: sanitizeHtml.simpleTransform('h3', {}),
    },
  });
}

// The look: a light card on a soft background, 16px text, the indigo accent; system fonts only, since a
// mail may load nothing remote. Colours are inline for clients that drop <style>; the dark scheme is
// a <style> override for the clients that honour prefers-color-scheme.
const INDIGO = '#4f46e5';
const FONT = "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const MONO = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

const look = {
  page: { backgroundColor: '#f4f4f5', margin: 0, padding: '32px 12px', fontFamily: FONT },
  card: { maxWidth: '600px', backgroundColor: '#ffffff', border: '1px solid #e4e4e7', borderRadius: '12px' },
  header: { padding: '28px 40px 4px' },
  brand: { color: INDIGO, fontFamily: FONT, fontSize: '15px', fontWeight: 600, textDecoration: 'none' },
  // A 400-character word must wrap, not widen the mail past a phone's screen.
  content: {
    padding: '8px 40px',
    color: '#18181b',
    fontFamily: FONT,
    fontSize: '16px',
    lineHeight: '1.6',
    wordBreak: 'break-word',
    overflowWrap: 'anywhere',
  },
  footer: { padding: '0 40px 28px' },
  rule: { borderTop: '1px solid #e4e4e7', margin: '8px 0 20px' },
  footerText: { color: '#71717a', fontFamily: FONT, fontSize: '13px', lineHeight: '1.5', margin: '0 0 8px' },
  footerLink: { color: INDIGO, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;

const CONTENT_STYLES: Record<string, string> = {
  p: 'margin:0 0 16px;font-size:16px;line-height:1.6',
  h1: 'margin:8px 0 16px;font-size:26px;line-height:1.25;font-weight:600;letter-spacing:-0.01em',
  h2: 'margin:24px 0 12px;font-size:21px;line-height:1.3;font-weight:600;letter-spacing:-0.01em',
  h3: 'margin:20px 0 8px;font-size:18px;line-height:1.4;font-weight:600',
  a: `color:${INDIGO};text-decoration:underline`,
  ul: 'margin:0 0 16px;padding-left:24px',
  ol: 'margin:0 0 16px;padding-left:24px',
  li: 'margin:0 0 6px;font-size:16px;line-height:1.6',
  blockquote: 'margin:0 0 16px;padding:2px 0 2px 16px;border-left:3px solid #c7d2fe;color:#52525b',
  hr: 'border:none;border-top:1px solid #e4e4e7;margin:24px 0',
  code: `font-family:${MONO};font-size:14px;background-color:#f4f4f5;border-radius:4px;padding:1px 4px`,
  pre: `margin:0 0 16px;padding:12px 16px;background-color:#f4f4f5;border-radius:8px;font-family:${MONO};font-size:14px;line-height:1.5;white-space:pre-wrap`,
};

const MAIL_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
body { margin: 0; padding: 0; -webkit-text-size-adjust: 100%; }
.bf-content pre code { padding: 0 !important; }
.bf-content blockquote p:last-child, .bf-content li p:last-child { margin-bottom: 0 !important; }
@media (max-width: 480px) {
  .bf-pad { padding-left: 20px !important; padding-right: 20px !important; }
}
@media (prefers-color-scheme: dark) {
  body, .bf-bg, .bf-bg > table > tbody > tr > td { background-color: #09090b !important; }
  .bf-card { background-color: #18181b !important; border-color: #27272a !important; }
  .bf-content { color: #e4e4e7 !important; }
  .bf-content a, .bf-brand, .bf-footer a { color: #a5b4fc !important; }
  .bf-content blockquote { color: #a1a1aa !important; border-left-color: #4338ca !important; }
  .bf-content code, .bf-content pre { background-color: #27272a !important; }
  .bf-content hr, .bf-rule { border-top-color: #3f3f46 !important; }
  .bf-muted { color: #a1a1aa !important; }
}
`;

/** The mail's own look, added after sanitizing so that no author-written style ever passes. */
const withStyles = (html: string) =>
  html.replace(/<([a-z0-9]+)(?=[\s>/])/g, (tag, name: string) =>
    CONTENT_STYLES[name] ? `${tag} style="${CONTENT_STYLES[name]}"` : tag,
  );

function Layout(props: { frame: MailFrame; content: string; preheader: string | null; token: string[] }) {
  const { frame, token } = props;
  const { brand, footer } = frame;
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{token[SUBJECT]}</title>
        <style dangerouslySetInnerHTML={{ __html: MAIL_CSS }} />
      </Head>
      {props.preheader !== null && <Preview>{props.preheader}</Preview>}
      <Body className="bf-bg" style={look.page}>
        <Container className="bf-card" style={look.card}>
          <Section className="bf-pad" style={look.header} data-skip-in-text>
            {brand.href ? (
              <Link href={brand.href} className="bf-brand" style={look.brand}>
                {brand.label}
              </Link>
            ) : (
              <Text className="bf-brand" style={{ ...look.brand, margin: 0 }}>
                {brand.label}
              </Text>
            )}
          </Section>
          <Section className="bf-pad bf-content" style={look.content}>
            <div dangerouslySetInnerHTML={{ __html: props.content }} />
          </Section>
          <Section className="bf-pad bf-footer" style={look.footer} data-skip-in-text>
            <Hr className="bf-rule" style={look.rule} />
            <Text className="bf-muted" style={look.footerText}>
              {`${footer.reason} `}
              <Link href={token[UNSUBSCRIBE]} style={look.footerLink}>
                Unsubscribe
              </Link>
            </Text>
            <Text className="bf-muted" style={look.footerText}>
              {footer.identity}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The expensive part, once per mail: Markdown → sanitized HTML → the react-email layout, with placeholders. */
export async function compileMarkdownMail(content: MarkdownMailContent, frame: MailFrame): Promise<CompiledMail> {
  const appUrl = frame.appUrl.replace(/\/+$/, '');
  const { brand, footer } = frame;
  const everything = [
    content.subject,
    content.preheader,
    content.body,
    brand.label,
    brand.href ?? '',
    footer.reason,
    footer.identity,
    footer.identityText,
    appUrl,
  ];
  let nonce: string;
  do nonce = randomBytes(8).toString('hex').toUpperCase();
  while (everything.some((s) => s.includes(nonce)));
  // Letters and digits only, so Markdown, HTML and URLs carry them unchanged; upper case, so a heading
  // turned to capitals in some text renderer would not break them either.
  const token = (slot: number) => `MF${nonce}X${slot}Y`;
  const placeholder = new RegExp(`MF${nonce}X(\\d+)Y`);

  // Slots 0-2 are the unsubscribe link, the subject and the preheader; then one per merge field variant.
  const merges: { fallback: string; inUrl: boolean }[] = [];
  const slotOf = new Map<string, number>();
  const mergeSlot = (fallback: string, inUrl: boolean) => {
    const key = `${inUrl ? 'u' : 't'}${fallback}`;
    let slot = slotOf.get(key);
    if (slot === undefined) {
      slot = 3 + merges.push({ fallback, inUrl }) - 1;
      slotOf.set(key, slot);
    }
    return slot;
  };
  const withTokens = (text: string) =>
    text.replace(MERGE_FIELD_PATTERN, (whole, name: string, fallback: string | undefined) =>
      KNOWN_FIELDS.has(name.trim())
        ? token(
            mergeSlot(
              fallback === undefined ? DEFAULT_FIRST_NAME_FALLBACK : cleanText(fallback, CAMPAIGN_LIMITS.fallback),
              false,
            ),
          )
        : whole,
    );
  // A first name inside a link's address is percent-encoded there, not HTML-escaped.
  const inLink = (href: string) =>
    href.replace(new RegExp(placeholder, 'g'), (_, slot: string) => {
      const merge = merges[Number(slot) - 3];
      return merge ? token(mergeSlot(merge.fallback, true)) : token(Number(slot));
    });

  const body = withStyles(sanitize(markdown.parse(withTokens(content.body), { async: false }), appUrl, inLink));
  const hasPreheader = content.preheader.trim() !== '';
  const html = await render(
    <Layout
      frame={frame}
      content={body}
      preheader={hasPreheader ? token(PREHEADER) : null}
      token={[token(UNSUBSCRIBE), token(SUBJECT)]}
    />,
  );
  // Headings keep the author's case; the footer is written out below, with its link as a full address.
  const bodyText = toPlainText(html, {
    selectors: ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
  }).trim();
  const footerText = [`${footer.reason} Unsubscribe: ${token(UNSUBSCRIBE)}`, footer.identityText].join('\n');

  const htmlPieces = cut(html, placeholder);
  const textPieces = cut(`${bodyText}\n\n-- \n${footerText}\n`, placeholder);
  // One line each: a line break in a subject would end the mail's header.
  const subjectPieces = cut(withTokens(cleanText(content.subject, Infinity)), placeholder);
  const preheaderPieces = cut(withTokens(cleanText(content.preheader, Infinity)), placeholder);
  const unknownFields = [
    ...new Set([content.subject, content.preheader, content.body].flatMap((t) => unknownMergeFields(t))),
  ];

  return {
    unknownFields,
    render(recipient) {
      const name = cleanText(recipient.firstName, FIRST_NAME_MAX);
      const text: string[] = [];
      const markup: string[] = [];
      merges.forEach(({ fallback, inUrl }, i) => {
        const value = name || fallback;
        text[3 + i] = inUrl ? encodeURIComponent(value) : value;
        markup[3 + i] = escapeHtml(text[3 + i]!);
      });
      const subject = fill(subjectPieces, text);
      const preheader = Array.from(fill(preheaderPieces, text)).slice(0, PREHEADER_MAX).join('');
      text[UNSUBSCRIBE] = recipient.unsubscribeUrl;
      markup[UNSUBSCRIBE] = escapeHtml(recipient.unsubscribeUrl);
      markup[SUBJECT] = escapeHtml(subject);
      markup[PREHEADER] = escapeHtml(preheader);
      return { subject, html: fill(htmlPieces, markup), text: fill(textPieces, text) };
    },
  };
}
