import type { CanvasElement, Content } from 'pdfmake/interfaces';
import type { ExportDocument } from './document';
import { coverDate, type ExportStyle, INK, MUTED_INK, type Palette } from './theme';

/** A4 in points; the cover's shapes are drawn against it. */
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { x: 56, top: 64, bottom: 64 };
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.x;

/** A long title steps down in size so it always fits the cover's band. */
const titleSize = (title: string) => (title.length <= 40 ? 34 : title.length <= 80 ? 28 : 22);

const rect = (x: number, y: number, w: number, h: number, color: string): CanvasElement => ({
  type: 'rect',
  x,
  y,
  w,
  h,
  color,
});

/** The modern cover's band ends here; its title sits inside, white on the scheme's strong colour. */
const MODERN_BAND = 430;

/** The shapes behind the cover: each style's own, drawn in the scheme's three colours. */
export function coverBackground(style: ExportStyle, p: Palette): Content {
  const { width: W, height: H } = PAGE;
  switch (style) {
    case 'modern':
      return {
        canvas: [
          rect(0, 0, W, MODERN_BAND, p.primary),
          rect(0, MODERN_BAND, W, 10, p.secondary),
          rect(MARGIN.x, H - 120, 64, 4, p.secondary),
        ],
      };
    case 'classic':
      return {
        canvas: [
          { type: 'rect', x: 28, y: 28, w: W - 56, h: H - 56, lineColor: p.primary, lineWidth: 1.5 },
          { type: 'rect', x: 34, y: 34, w: W - 68, h: H - 68, lineColor: p.secondary, lineWidth: 0.5 },
        ],
      };
    case 'creative':
      return {
        canvas: [
          { type: 'ellipse', x: W - 40, y: 60, r1: 210, r2: 210, color: p.accent },
          { type: 'ellipse', x: W - 70, y: 120, r1: 110, r2: 110, color: p.secondary },
          { type: 'ellipse', x: W - 150, y: 250, r1: 38, r2: 38, color: p.primary },
          {
            type: 'polyline',
            closePath: true,
            color: p.primary,
            points: [
              { x: 0, y: H },
              { x: 0, y: H - 200 },
              { x: 260, y: H },
            ],
          },
          {
            type: 'polyline',
            closePath: true,
            color: p.secondary,
            points: [
              { x: 0, y: H },
              { x: 0, y: H - 90 },
              { x: 120, y: H },
            ],
          },
        ],
      };
    case 'minimal':
      // Above the label, which starts 150 pt below the top margin.
      return { canvas: [rect(MARGIN.x, 188, 40, 2, p.primary)] };
  }
}

/** The cover's text, in the flow of page 1 so long titles and audiences wrap instead of overflowing. */
export function coverContent(doc: ExportDocument, style: ExportStyle, p: Palette): Content[] {
  const size = titleSize(doc.title);
  const date = coverDate(doc.date);
  const label = doc.label?.toUpperCase();
  switch (style) {
    case 'modern':
      return [
        label
          ? { text: label, color: p.accent, fontSize: 10, bold: true, characterSpacing: 1.5, margin: [0, 110, 0, 12] }
          : { text: '', margin: [0, 132, 0, 0] },
        { text: doc.title, color: '#FFFFFF', bold: true, fontSize: size, lineHeight: 1.1 },
        // Below the band whatever the title's length: the band is sized for the longest title.
        {
          absolutePosition: { x: MARGIN.x, y: MODERN_BAND + 44 },
          stack: [
            ...(doc.subtitle
              ? [{ text: doc.subtitle, color: INK, fontSize: 14, margin: [0, 0, 0, 10] } as Content]
              : []),
            { text: date, color: MUTED_INK, fontSize: 11 },
          ],
        },
      ];
    case 'classic':
      return [
        label
          ? {
              text: label,
              alignment: 'center',
              color: p.secondary,
              fontSize: 10,
              characterSpacing: 2,
              margin: [0, 170, 0, 18],
            }
          : { text: '', margin: [0, 196, 0, 0] },
        { text: doc.title, alignment: 'center', color: p.primary, bold: true, fontSize: size - 2, lineHeight: 1.15 },
        { canvas: [rect(CONTENT_WIDTH / 2 - 40, 0, 80, 1, p.secondary)], margin: [0, 22, 0, 22] },
        ...(doc.subtitle
          ? [{ text: doc.subtitle, alignment: 'center', italics: true, color: INK, fontSize: 14 } as Content]
          : []),
        { text: date, alignment: 'center', color: MUTED_INK, fontSize: 11, margin: [0, 40, 0, 0] },
      ];
    case 'creative':
      return [
        label
          ? { text: label, color: p.secondary, bold: true, fontSize: 11, characterSpacing: 1, margin: [0, 300, 0, 10] }
          : { text: '', margin: [0, 324, 0, 0] },
        { text: doc.title, color: p.primary, bold: true, fontSize: size + 2, lineHeight: 1.05 },
        { canvas: [rect(0, 0, 120, 8, p.secondary)], margin: [0, 18, 0, 18] },
        ...(doc.subtitle ? [{ text: doc.subtitle, color: INK, fontSize: 14 } as Content] : []),
        { text: date, color: MUTED_INK, fontSize: 11, margin: [0, 12, 0, 0] },
      ];
    case 'minimal':
      return [
        label
          ? { text: label, color: MUTED_INK, fontSize: 9, characterSpacing: 1.5, margin: [0, 150, 0, 12] }
          : { text: '', margin: [0, 172, 0, 0] },
        { text: doc.title, color: INK, bold: true, fontSize: size - 4, lineHeight: 1.15 },
        ...(doc.subtitle
          ? [{ text: doc.subtitle, color: MUTED_INK, fontSize: 13, margin: [0, 16, 0, 0] } as Content]
          : []),
        { text: date, color: MUTED_INK, fontSize: 10, margin: [0, 8, 0, 0] },
      ];
  }
}
