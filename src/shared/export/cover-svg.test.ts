// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { COVER_IMAGE, coverLayout, coverSvg, escapeXml, textWidth, wrapText } from './cover-svg';
import type { ExportDocument } from './document';
import { CONTENT_WIDTH, MARGIN } from './pdf-cover';
import { PALETTES } from './theme';

const STYLES = ['modern', 'classic', 'creative', 'minimal'] as const;

const doc = (over: Partial<ExportDocument> = {}): ExportDocument => ({
  label: 'Checklist',
  title: 'The 7-Day Night Shift Meal Prep Kit',
  subtitle: 'For nurses on night shifts',
  date: new Date('2026-11-24T10:00:00Z'),
  colorScheme: 'natural',
  style: 'modern',
  blocks: [],
  ...over,
});

/** The title's lines: the cover's bold text in its largest size. */
const titleLines = (d: ExportDocument) => {
  const texts = coverLayout(d).texts.filter((t) => t.bold);
  const size = Math.max(...texts.map((t) => t.fontSize));
  return texts.filter((t) => t.fontSize === size);
};

const EPSILON = 0.01;

describe('the cover image', () => {
  it('is an SVG of the image size drawn in the page points', () => {
    const svg = coverSvg(doc());
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="630" height="891" viewBox="0 0 595\.28 841\.89">/,
    );
    expect(COVER_IMAGE.height / COVER_IMAGE.width).toBeCloseTo(Math.SQRT2, 2);
  });

  it.each(STYLES)('in the %s style, wraps a long title within the content width', (style) => {
    const title = `${'Quiet confidence for first-time managers in fast-growing teams, '.repeat(3)}`
      .slice(0, 150)
      .trim();
    const lines = titleLines(doc({ style, title }));
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(line.x).toBeGreaterThanOrEqual(MARGIN.x - EPSILON);
      expect(line.x + line.width).toBeLessThanOrEqual(MARGIN.x + CONTENT_WIDTH + EPSILON);
      expect(textWidth(line.text, line)).toBeLessThanOrEqual(CONTENT_WIDTH + EPSILON);
    }
    // A line ends at a space (left out) or after a hyphen.
    expect(
      lines
        .map((l) => l.text)
        .join(' ')
        .replace(/- /g, '-'),
    ).toBe(title);
    // Lines go down the page, one line height apart.
    const gaps = lines.slice(1).map((l, i) => l.y - lines[i]!.y);
    for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0]!, 5);
  });

  it.each(STYLES)('in the %s style, breaks a word longer than a line where it fills it', (style) => {
    const word = 'W'.repeat(400);
    const lines = titleLines(doc({ style, title: word }));
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.map((l) => l.text).join('')).toBe(word);
    for (const line of lines) expect(line.x + line.width).toBeLessThanOrEqual(MARGIN.x + CONTENT_WIDTH + EPSILON);
    // Every line but the last is full: one more W would not fit.
    const full = lines.slice(0, -1);
    for (const line of full) expect(textWidth(`${line.text}W`, line)).toBeGreaterThan(CONTENT_WIDTH);
  });

  it('steps the title down as the PDF does, and sets it per style', () => {
    const sizes = (title: string) => STYLES.map((style) => titleLines(doc({ style, title }))[0]!.fontSize);
    // modern, classic (2 smaller), creative (2 larger), minimal (4 smaller)
    expect(sizes('T'.repeat(40))).toEqual([34, 32, 36, 30]);
    expect(sizes('T'.repeat(80))).toEqual([28, 26, 30, 24]);
    expect(sizes('T'.repeat(150))).toEqual([22, 20, 24, 18]);
  });

  it('centres the classic cover and sets the others from the left margin', () => {
    const classic = coverLayout(doc({ style: 'classic' })).texts;
    for (const t of classic) expect(t.x + t.width / 2).toBeCloseTo(MARGIN.x + CONTENT_WIDTH / 2, 5);
    for (const style of ['modern', 'creative', 'minimal'] as const)
      for (const t of coverLayout(doc({ style })).texts) expect(t.x).toBe(MARGIN.x);
  });

  it('holds the label in capitals, the title, the subtitle and the date, in that order down the page', () => {
    for (const style of STYLES) {
      const texts = coverLayout(doc({ style, title: 'Meal Prep Kit' })).texts;
      expect(texts.map((t) => t.text)).toEqual([
        'CHECKLIST',
        'Meal Prep Kit',
        'For nurses on night shifts',
        '24 November 2026',
      ]);
      const ys = texts.map((t) => t.y);
      expect(ys).toEqual([...ys].sort((a, b) => a - b));
    }
    // Without a label or subtitle the title still starts where the label would have.
    const bare = coverLayout(doc({ title: 'Meal Prep Kit', label: undefined, subtitle: undefined })).texts;
    expect(bare.map((t) => t.text)).toEqual(['Meal Prep Kit', '24 November 2026']);
  });

  it('draws each style’s shapes in the scheme’s colours, white text on the modern band', () => {
    const p = PALETTES.energetic;
    const modern = coverSvg(doc({ style: 'modern', colorScheme: 'energetic' }));
    expect(modern).toContain(`<rect x="0" y="0" width="595.28" height="430" fill="${p.primary}"/>`);
    expect(modern).toMatch(/<text [^>]*font-weight="700"[^>]*fill="#FFFFFF"[^>]*>The 7-Day/);
    const classic = coverSvg(doc({ style: 'classic', colorScheme: 'energetic' }));
    expect(classic).toContain(`fill="none" stroke="${p.primary}" stroke-width="1.5"`);
    const creative = coverSvg(doc({ style: 'creative', colorScheme: 'energetic' }));
    expect(creative.match(/<ellipse /g)).toHaveLength(3);
    expect(creative.match(/<polygon /g)).toHaveLength(2);
    expect(coverSvg(doc({ style: 'minimal', colorScheme: 'energetic' }))).toContain(
      `<rect x="56" y="188" width="40" height="2" fill="${p.primary}"/>`,
    );
  });

  it('keeps a title with markup, ampersands and quotes as text', () => {
    const title = `<script>alert("x")</script> & 'Tom' <b>bold</b>`;
    const svg = coverSvg(doc({ title, subtitle: 'For "quoted" & <em>people</em>' }));
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(parsed.getElementsByTagName('script')).toHaveLength(0);
    const texts = [...parsed.getElementsByTagName('text')].map((t) => t.textContent);
    expect(texts.join(' ')).toContain(`<script>alert("x")</script> &`);
    expect(texts).toContain('For "quoted" & <em>people</em>');
  });

  it('leaves out characters XML cannot hold', () => {
    expect(escapeXml('a\u0001b\u0008c\uFFFEd\uD800e\tf')).toBe('abcde\tf');
    expect(escapeXml('😀 & <')).toBe('😀 &amp; &lt;');
    const svg = coverSvg(doc({ title: 'Bell\u0007 and \uDC00 lone' }));
    expect(new DOMParser().parseFromString(svg, 'image/svg+xml').getElementsByTagName('parsererror')).toHaveLength(0);
  });
});

describe('line breaking', () => {
  const style = { fontSize: 20, bold: true, italics: false, characterSpacing: 0 };

  it('breaks after spaces and hyphens, never inside a word that fits', () => {
    const width = textWidth('Night shift meal', style);
    expect(wrapText('Night shift meal prep', width, style).map((l) => l.text)).toEqual(['Night shift meal', 'prep']);
    const hyphen = textWidth('The 7-Day Night-', style);
    expect(wrapText('The 7-Day Night-Shift', hyphen, style).map((l) => l.text)).toEqual(['The 7-Day Night-', 'Shift']);
  });

  it('does not count the spaces a line ends with', () => {
    const lines = wrapText('Meal prep   kit', textWidth('Meal prep', style), style);
    expect(lines).toEqual([
      { text: 'Meal prep', width: textWidth('Meal prep', style) },
      { text: 'kit', width: textWidth('kit', style) },
    ]);
  });

  it('starts a new line at a line break', () => {
    expect(wrapText('One\nTwo', 1000, style).map((l) => l.text)).toEqual(['One', 'Two']);
  });

  it('measures with kerning and character spacing', () => {
    expect(textWidth('AV', style)).toBeLessThan(textWidth('A', style) + textWidth('V', style));
    expect(textWidth('ABC', { ...style, characterSpacing: 2 })).toBeCloseTo(textWidth('ABC', style) + 4, 5);
    // A character Inter lacks is measured as the glyph drawn in its place.
    expect(textWidth('健', style)).toBeGreaterThan(0);
  });
});
