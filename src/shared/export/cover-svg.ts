import type { Alignment, CanvasElement, Content, Margins } from 'pdfmake/interfaces';
import type { ExportDocument } from './document';
import {
  INTER,
  INTER_BOLD_KERNING,
  INTER_BOLD_WIDTHS,
  INTER_ITALIC_KERNING,
  INTER_ITALIC_WIDTHS,
  INTER_RANGES,
  INTER_REGULAR_KERNING,
  INTER_REGULAR_WIDTHS,
  type Kerning,
} from './inter-metrics';
import { coverBackground, coverContent, MARGIN, PAGE } from './pdf-cover';
import { PDF_DEFAULT_STYLE } from './pdf-definition';
import { exportStyle, PALETTES } from './theme';

/**
 * The PDF's cover page as an SVG image: the same shapes (`coverBackground`) and the same text nodes
 * (`coverContent`), laid out as the PDF writer lays them out (margins, line heights, alignment, line
 * breaks after spaces and hyphens, a word too long for a line broken where it fills it). Pure, so the
 * page that offers a lead magnet can show its cover and the layout is tested without rendering.
 */

/** The image's size in pixels: A4's proportion, wide enough for a page preview and a link card. */
export const COVER_IMAGE = { width: 630, height: 891 } as const;

/** The text style a node inherits from its parents, as the PDF writer's style stack passes it on. */
export interface TextStyle {
  fontSize: number;
  bold: boolean;
  italics: boolean;
  color: string;
  alignment: Alignment;
  characterSpacing: number;
  lineHeight: number;
}

/** One drawn line of text; `y` is its baseline, `width` what it measures without trailing spaces. */
export interface CoverText {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  bold: boolean;
  italics: boolean;
  color: string;
  characterSpacing: number;
}

export interface CoverLayout {
  /** SVG elements for the shapes, in drawing order, in points. */
  shapes: string[];
  texts: CoverText[];
}

/** The parts of a content node the cover uses; anything else is refused rather than drawn wrongly. */
interface CoverNode {
  text?: unknown;
  stack?: Content[];
  canvas?: CanvasElement[];
  absolutePosition?: { x?: number; y?: number };
  margin?: Margins;
  fontSize?: number;
  bold?: boolean;
  italics?: boolean;
  color?: string;
  alignment?: Alignment;
  characterSpacing?: number;
  lineHeight?: number;
}

const KNOWN_KEYS = new Set([
  'text',
  'stack',
  'canvas',
  'absolutePosition',
  'margin',
  'fontSize',
  'bold',
  'italics',
  'color',
  'alignment',
  'characterSpacing',
  'lineHeight',
]);

let widthIndex: Map<number, number> | undefined;

/** Where a code point's advance is in the width tables. */
function indexOf(codePoint: number): number | undefined {
  if (!widthIndex) {
    widthIndex = new Map();
    let i = 0;
    for (const [first, last] of INTER_RANGES) for (let c = first; c <= last; c++) widthIndex.set(c, i++);
  }
  return widthIndex.get(codePoint);
}

const kerningPairs = new Map<Kerning, Map<string, number>>();

/** A kerning table as pairs of characters and their adjustment, built on first use. */
function kerning(table: Kerning): Map<string, number> {
  let pairs = kerningPairs.get(table);
  if (!pairs) {
    pairs = new Map();
    for (const [first, entries] of Object.entries(table))
      for (let i = 0; i + 1 < entries.length; i += 2) {
        const [units, seconds] = [entries[i], entries[i + 1]];
        if (typeof units === 'number' && typeof seconds === 'string')
          for (const second of seconds) pairs.set(first + second, units);
      }
    kerningPairs.set(table, pairs);
  }
  return pairs;
}

/** The width and kerning tables of a cut; bold italic is drawn in bold, as the PDF registers it. */
const cut = (style: Pick<TextStyle, 'bold' | 'italics'>) =>
  style.bold
    ? { widths: INTER_BOLD_WIDTHS, kerning: INTER_BOLD_KERNING }
    : style.italics
      ? { widths: INTER_ITALIC_WIDTHS, kerning: INTER_ITALIC_KERNING }
      : { widths: INTER_REGULAR_WIDTHS, kerning: INTER_REGULAR_KERNING };

/** What a string measures in Inter, in points, as the PDF writer measures it (kerning and character spacing included). */
export function textWidth(
  text: string,
  style: Pick<TextStyle, 'fontSize' | 'bold' | 'italics' | 'characterSpacing'>,
): number {
  const { widths, kerning: table } = cut(style);
  const pairs = kerning(table);
  let units = 0;
  let previous = '';
  for (const char of text) {
    const i = indexOf(char.codePointAt(0) ?? 0);
    const advance = i === undefined ? INTER.missing : (widths[i] ?? INTER.missing);
    units += (advance < 0 ? INTER.missing : advance) + (pairs.get(previous + char) ?? 0);
    previous = char;
  }
  return (units / INTER.unitsPerEm) * style.fontSize + style.characterSpacing * Math.max(text.length - 1, 0);
}

const HYPHENS = new Set(['-', '\u2010', '\u2013', '\u2014']);
const isSpace = (char: string) => /\s/u.test(char);

/** Words as the line breaker sees them: each keeps the spaces after it; a line may also break after a hyphen. */
function words(text: string): { text: string; lineEnd: boolean }[] {
  const found: { text: string; lineEnd: boolean }[] = [];
  const chars = [...text.replace(/\r\n?/g, '\n')];
  let word = '';
  chars.forEach((char, i) => {
    if (char === '\n') {
      found.push({ text: word, lineEnd: true });
      word = '';
      return;
    }
    word += char;
    const next = chars[i + 1];
    if (next === undefined || next === '\n') return;
    const breakAfter = isSpace(char) ? !isSpace(next) : HYPHENS.has(char) && !isSpace(next) && !/\d/u.test(next);
    if (breakAfter) {
      found.push({ text: word, lineEnd: false });
      word = '';
    }
  });
  found.push({ text: word, lineEnd: false });
  return found;
}

const trailingSpaces = (text: string) => /\s*$/u.exec(text)?.[0] ?? '';

/**
 * Breaks text into lines no wider than `maxWidth`, as the PDF writer does: words fill a line while
 * they fit (trailing spaces not counted), and a word wider than a whole line is cut where it fills it.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  style: Pick<TextStyle, 'fontSize' | 'bold' | 'italics' | 'characterSpacing'>,
): { text: string; width: number }[] {
  const measure = (s: string) => textWidth(s, style);
  const lines: { text: string; width: number }[] = [];
  let line = '';
  let used = 0;
  let cut = 0;
  const flush = () => {
    lines.push({ text: line.trimEnd(), width: used - cut });
    line = '';
    used = 0;
    cut = 0;
  };
  const queue = words(text.replace(/^\s+/u, ''));
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next) break;
    let word = next.text;
    if (line !== '' && used + measure(word) - measure(trailingSpaces(word)) > maxWidth) {
      flush();
      queue.unshift(next);
      continue;
    }
    const chars = [...word];
    if (line === '' && chars.length > 1 && measure(word) > maxWidth) {
      // The longest start of the word that fits, at least one character.
      let low = 1;
      let high = chars.length;
      let fit = 1;
      while (low <= high) {
        const mid = Math.floor((low + high) / 2);
        if (measure(chars.slice(0, mid).join('')) <= maxWidth) {
          fit = mid;
          low = mid + 1;
        } else high = mid - 1;
      }
      if (fit < chars.length) {
        word = chars.slice(0, fit).join('');
        queue.unshift({ text: chars.slice(fit).join(''), lineEnd: next.lineEnd });
        line = word;
        used = measure(word);
        cut = measure(trailingSpaces(word));
        flush();
        continue;
      }
    }
    line += word;
    used += measure(word);
    cut = measure(trailingSpaces(word));
    if (next.lineEnd) flush();
  }
  if (line !== '' || lines.length === 0) flush();
  return lines;
}

/** Control characters XML 1.0 cannot hold: all below a space but tab and the line ends. */
const controlOutOfXml = (code: number) => code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
/** Characters XML 1.0 cannot hold besides those: two non-characters and broken surrogates. */
const NOT_XML = /[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const withoutControls = (text: string) => [...text].filter((ch) => !controlOutOfXml(ch.charCodeAt(0))).join('');

/** Text as XML character data: markup characters escaped, characters XML cannot hold left out. */
export const escapeXml = (text: string): string =>
  withoutControls(text)
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A number for an SVG attribute: two decimals at most. */
const n = (value: number) => String(Math.round(value * 100) / 100);

const margins = (margin: Margins | undefined): [number, number, number, number] => {
  if (margin === undefined) return [0, 0, 0, 0];
  if (typeof margin === 'number') return [margin, margin, margin, margin];
  if (margin.length === 2) return [margin[0], margin[1], margin[0], margin[1]];
  return margin;
};

/** How far a canvas reaches right and down from its origin, as the PDF writer measures it. */
function canvasExtent(canvas: CanvasElement[]): { width: number; height: number } {
  let width = 0;
  let height = 0;
  for (const v of canvas) {
    switch (v.type) {
      case 'rect':
        width = Math.max(width, v.x + v.w);
        height = Math.max(height, v.y + v.h);
        break;
      case 'ellipse':
        width = Math.max(width, v.x + v.r1);
        height = Math.max(height, v.y + (v.r2 ?? v.r1));
        break;
      case 'line':
        width = Math.max(width, v.x1, v.x2);
        height = Math.max(height, v.y1, v.y2);
        break;
      case 'polyline':
        for (const p of v.points) {
          width = Math.max(width, p.x);
          height = Math.max(height, p.y);
        }
        break;
    }
  }
  return { width, height };
}

/**
 * One canvas element as an SVG element, moved by (dx, dy). Painted as the PDF writer paints it: a
 * `color` fills, a `lineColor` strokes, both do both, and neither strokes in black. `id` names its
 * gradient, when it has one.
 */
export function vectorSvg(v: CanvasElement, dx = 0, dy = 0, id = 'gradient'): string {
  const fill = 'color' in v ? v.color : undefined;
  if (fill !== undefined && typeof fill !== 'string') throw new Error('The cover image cannot draw a pattern fill.');
  const gradient = 'linearGradient' in v ? v.linearGradient : undefined;
  const stroke = v.lineColor ?? (fill || gradient ? undefined : 'black');
  const paint = [
    `fill="${gradient ? `url(#${id})` : fill ? escapeXml(fill) : 'none'}"`,
    'fillOpacity' in v && v.fillOpacity !== undefined ? `fill-opacity="${n(v.fillOpacity)}"` : '',
    ...(stroke
      ? [
          `stroke="${escapeXml(stroke)}"`,
          `stroke-width="${n(v.lineWidth ?? 1)}"`,
          v.strokeOpacity !== undefined ? `stroke-opacity="${n(v.strokeOpacity)}"` : '',
          `stroke-linejoin="${v.lineJoin ?? 'miter'}"`,
          'lineCap' in v ? `stroke-linecap="${v.lineCap ?? 'butt'}"` : '',
          v.dash ? `stroke-dasharray="${n(v.dash.length)} ${n(v.dash.space ?? v.dash.length)}"` : '',
        ]
      : []),
  ]
    .filter(Boolean)
    .join(' ');
  // A gradient runs left to right across the shape, its stops spread evenly, as in the PDF.
  const gradientDef = (x1: number, x2: number) =>
    gradient
      ? `<defs><linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" x2="${n(x2)}" y1="0" y2="0">${gradient
          .map((c, i) => `<stop offset="${n(i / Math.max(gradient.length - 1, 1))}" stop-color="${escapeXml(c)}"/>`)
          .join('')}</linearGradient></defs>`
      : '';
  switch (v.type) {
    case 'rect':
      return `${gradientDef(v.x + dx, v.x + dx + v.w)}<rect x="${n(v.x + dx)}" y="${n(v.y + dy)}" width="${n(v.w)}" height="${n(v.h)}"${v.r ? ` rx="${n(v.r)}"` : ''} ${paint}/>`;
    case 'ellipse':
      return `${gradientDef(v.x + dx - v.r1, v.x + dx + v.r1)}<ellipse cx="${n(v.x + dx)}" cy="${n(v.y + dy)}" rx="${n(v.r1)}" ry="${n(v.r2 ?? v.r1)}" ${paint}/>`;
    case 'line':
      return `<line x1="${n(v.x1 + dx)}" y1="${n(v.y1 + dy)}" x2="${n(v.x2 + dx)}" y2="${n(v.y2 + dy)}" ${paint}/>`;
    case 'polyline': {
      const first = v.points[0];
      const last = v.points.at(-1);
      const closed = v.closePath || (first && last && v.points.length > 1 && first.x === last.x && first.y === last.y);
      const points = v.points.map((p) => `${n(p.x + dx)},${n(p.y + dy)}`).join(' ');
      return `<${closed ? 'polygon' : 'polyline'} points="${points}" ${paint}/>`;
    }
  }
}

const asNode = (content: Content): CoverNode => {
  if (typeof content === 'string' || typeof content === 'number') return { text: String(content) };
  if (Array.isArray(content)) return { stack: content };
  const unknown = Object.keys(content).filter((key) => !KNOWN_KEYS.has(key));
  if (unknown.length > 0) throw new Error(`The cover image cannot lay out ${unknown.join(', ')}.`);
  return content;
};

const inherit = (style: TextStyle, node: CoverNode): TextStyle => ({
  fontSize: node.fontSize ?? style.fontSize,
  bold: node.bold ?? style.bold,
  italics: node.italics ?? style.italics,
  color: node.color ?? style.color,
  alignment: node.alignment ?? style.alignment,
  characterSpacing: node.characterSpacing ?? style.characterSpacing,
  lineHeight: node.lineHeight ?? style.lineHeight,
});

interface Box {
  x: number;
  y: number;
  width: number;
}

/** Lays out one node at the box's top, draws it into `out` and answers where the next node starts. */
function place(content: Content, box: Box, parent: TextStyle, out: CoverLayout): number {
  const node = asNode(content);
  const style = inherit(parent, node);
  if (node.absolutePosition) {
    // Taken out of the flow: placed on the page, as wide as the page's right margin allows, no margins.
    const x = node.absolutePosition.x ?? box.x;
    const { absolutePosition: _, margin: __, ...rest } = node;
    place(rest as Content, { x, y: node.absolutePosition.y ?? box.y, width: PAGE.width - x - MARGIN.x }, style, out);
    return box.y;
  }
  const [left, top, right, bottom] = margins(node.margin);
  const inner = { x: box.x + left, y: box.y + top, width: box.width - left - right };
  let y = inner.y;
  if (node.stack) {
    for (const child of node.stack) y = place(child, { ...inner, y }, style, out);
  } else if (node.canvas) {
    const extent = canvasExtent(node.canvas);
    const offset =
      style.alignment === 'center'
        ? (inner.width - extent.width) / 2
        : style.alignment === 'right'
          ? inner.width - extent.width
          : 0;
    for (const v of node.canvas) out.shapes.push(vectorSvg(v, inner.x + offset, y, `gradient-${out.shapes.length}`));
    y += extent.height;
  } else if (typeof node.text === 'string') {
    const ascent = (INTER.ascent / INTER.unitsPerEm) * style.fontSize;
    const advance = ((INTER.ascent - INTER.descent) / INTER.unitsPerEm) * style.fontSize * style.lineHeight;
    for (const line of wrapText(node.text, inner.width, style)) {
      const free = inner.width - line.width;
      const offset = style.alignment === 'center' ? free / 2 : style.alignment === 'right' ? free : 0;
      // An empty text still takes a line, as in the PDF, but draws nothing.
      if (line.text !== '')
        out.texts.push({
          text: line.text,
          x: inner.x + offset,
          y: y + ascent,
          width: line.width,
          fontSize: style.fontSize,
          bold: style.bold,
          italics: style.italics,
          color: style.color,
          characterSpacing: style.characterSpacing,
        });
      y += advance;
    }
  } else {
    throw new Error('The cover image draws text, stacks and canvases only.');
  }
  return y + bottom;
}

/** Where the cover's shapes and lines of text go, in points on an A4 page. */
export function coverLayout(doc: ExportDocument): CoverLayout {
  const style = exportStyle(doc.style);
  const palette = PALETTES[doc.colorScheme];
  const out: CoverLayout = { shapes: [], texts: [] };
  const base: TextStyle = {
    fontSize: PDF_DEFAULT_STYLE.fontSize,
    bold: false,
    italics: false,
    color: PDF_DEFAULT_STYLE.color,
    alignment: 'left',
    characterSpacing: 0,
    lineHeight: PDF_DEFAULT_STYLE.lineHeight,
  };
  // The background is laid on the page at its corner, the content inside the page margins.
  place(coverBackground(style, palette), { x: 0, y: 0, width: PAGE.width }, base, out);
  let y = MARGIN.top;
  for (const node of coverContent(doc, style, palette))
    y = place(node, { x: MARGIN.x, y, width: PAGE.width - 2 * MARGIN.x }, base, out);
  return out;
}

const textSvg = (t: CoverText) =>
  [
    `<text x="${n(t.x)}" y="${n(t.y)}" font-family="Inter" font-size="${n(t.fontSize)}"`,
    t.bold ? ' font-weight="700"' : '',
    t.italics ? ' font-style="italic"' : '',
    t.characterSpacing ? ` letter-spacing="${n(t.characterSpacing)}"` : '',
    ` fill="${escapeXml(t.color)}" xml:space="preserve">${escapeXml(t.text)}</text>`,
  ].join('');

/** The cover as an SVG document of `COVER_IMAGE`'s size, drawn in the page's points. */
export function coverSvg(doc: ExportDocument): string {
  const { shapes, texts } = coverLayout(doc);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_IMAGE.width}" height="${COVER_IMAGE.height}" viewBox="0 0 ${PAGE.width} ${PAGE.height}">`,
    `<rect width="${PAGE.width}" height="${PAGE.height}" fill="#FFFFFF"/>`,
    ...shapes,
    ...texts.map(textSvg),
    '</svg>',
  ].join('\n');
}
