import type { Content, CustomTableLayout, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ExportBlock, ExportDocument } from './document';
import { CONTENT_WIDTH, coverBackground, coverContent, MARGIN, PAGE } from './pdf-cover';
import { type ExportStyle, exportStyle, INK, MUTED_INK, PALETTES, type Palette } from './theme';

/** The running footer has one line for the title. */
const shorten = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** The font family the PDF writer registers (Inter, embedded as a subset). */
export const PDF_FONT = 'Inter';

/** The text style every node starts from; the cover image lays its text out from the same. */
export const PDF_DEFAULT_STYLE = { font: PDF_FONT, fontSize: 10.5, lineHeight: 1.35, color: INK } as const;

const HEADING_SIZE = { 1: 20, 2: 14, 3: 12 } as const;

/** A level-1 heading in each style: modern underlines it, classic centres it over a rule, creative sets it in a band. */
function heading(text: string, level: 1 | 2 | 3, style: ExportStyle, p: Palette): Content {
  const fontSize = HEADING_SIZE[level];
  if (level > 1)
    return {
      text,
      fontSize,
      bold: true,
      color: level === 2 ? p.primary : INK,
      italics: style === 'classic' && level === 2,
      margin: [0, level === 2 ? 14 : 10, 0, 6],
      headlineLevel: level,
    };
  switch (style) {
    case 'modern':
      return {
        stack: [
          { text, fontSize, bold: true, color: p.primary },
          { canvas: [{ type: 'rect', x: 0, y: 0, w: 48, h: 3, color: p.secondary }], margin: [0, 6, 0, 0] },
        ],
        margin: [0, 18, 0, 10],
        headlineLevel: 1,
      };
    case 'classic':
      return {
        stack: [
          { text, fontSize: fontSize - 2, bold: true, color: p.primary, alignment: 'center' },
          {
            canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 0.75, lineColor: p.secondary }],
            margin: [0, 8, 0, 0],
          },
        ],
        margin: [0, 20, 0, 12],
        headlineLevel: 1,
      };
    case 'creative':
      return {
        table: { widths: ['*'], body: [[{ text, fontSize, bold: true, color: '#FFFFFF', margin: [10, 8, 10, 8] }]] },
        layout: { fillColor: p.primary, hLineWidth: () => 0, vLineWidth: () => 0 },
        margin: [0, 18, 0, 12],
        headlineLevel: 1,
      };
    case 'minimal':
      return { text, fontSize: fontSize - 2, bold: true, color: INK, margin: [0, 24, 0, 10], headlineLevel: 1 };
  }
}

/** A drawn box per item, so a printed checklist can be ticked with a pen; the text stays selectable. */
const checklist = (items: string[], p: Palette): Content => ({
  stack: items.map((item) => ({
    columns: [
      {
        width: 16,
        canvas: [{ type: 'rect', x: 0, y: 1.5, w: 10, h: 10, r: 2, lineColor: p.primary, lineWidth: 1 }],
      },
      { width: '*', text: item },
    ],
    columnGap: 6,
    margin: [0, 0, 0, 6],
  })),
  margin: [0, 2, 0, 10],
});

const tableLayout = (p: Palette, header: boolean): CustomTableLayout => ({
  fillColor: (row) => (header && row === 0 ? p.primary : row % 2 === (header ? 0 : 1) ? p.accent : null),
  hLineWidth: () => 0.5,
  vLineWidth: () => 0,
  hLineColor: () => '#D1D5DB',
  paddingLeft: () => 8,
  paddingRight: () => 8,
  paddingTop: () => 5,
  paddingBottom: () => 5,
});

/**
 * Fixed widths, so an unbroken 400-character word wraps inside its cell instead of pushing the table off
 * the page; a label and value table gives the value the room.
 */
function columnWidths(columns: number, labelled: boolean): number[] {
  const inner = CONTENT_WIDTH - columns * 16;
  if (labelled && columns === 2) return [inner * 0.35, inner * 0.65];
  return Array.from({ length: columns }, () => inner / columns);
}

function table(header: string[] | undefined, rows: string[][], p: Palette): Content {
  const columns = Math.max(header?.length ?? 0, ...rows.map((r) => r.length), 1);
  const pad = (cells: string[]) => Array.from({ length: columns }, (_, i) => cells[i] ?? '');
  const body = [
    ...(header ? [pad(header).map((text) => ({ text, bold: true, color: '#FFFFFF' }))] : []),
    ...rows.map((r) => pad(r).map((text, i) => ({ text, bold: !header && i === 0 && columns > 1 }))),
  ];
  return {
    table: {
      headerRows: header ? 1 : 0,
      widths: columnWidths(columns, !header),
      body,
      dontBreakRows: true,
    },
    layout: tableLayout(p, Boolean(header)),
    margin: [0, 4, 0, 12],
  };
}

function block(b: ExportBlock, style: ExportStyle, p: Palette): Content {
  switch (b.type) {
    case 'heading':
      return heading(b.text, b.level, style, p);
    case 'paragraph':
      return { text: b.text, margin: [0, 0, 0, 8] };
    case 'list':
      return b.ordered
        ? { ol: b.items, markerColor: p.primary, margin: [0, 0, 0, 10] }
        : { ul: b.items, markerColor: p.secondary, margin: [0, 0, 0, 10] };
    case 'checklist':
      return checklist(b.items, p);
    case 'table':
      return table(b.header, b.rows, p);
    case 'pageBreak':
      return { text: '', pageBreak: 'after' };
  }
}

/** A thin band of the scheme's colour on every page after the cover, in the styles that decorate. */
function pageDecoration(style: ExportStyle, p: Palette): Content {
  if (style === 'modern') return { canvas: [{ type: 'rect', x: 0, y: 0, w: PAGE.width, h: 6, color: p.primary }] };
  if (style === 'creative')
    return {
      canvas: [
        {
          type: 'polyline',
          closePath: true,
          color: p.accent,
          points: [
            { x: PAGE.width, y: 0 },
            { x: PAGE.width - 70, y: 0 },
            { x: PAGE.width, y: 70 },
          ],
        },
      ],
    };
  return { text: '' };
}

/**
 * The pdfmake description of a document: a cover (title, subtitle, date) in the chosen style and
 * colours, then the blocks as real headings, lists, checklists and tables, every page after the
 * cover numbered. Pure, so it is tested without rendering.
 */
export function pdfDefinition(doc: ExportDocument): TDocumentDefinitions {
  const style = exportStyle(doc.style);
  const p = PALETTES[doc.colorScheme];
  return {
    pageSize: 'A4',
    pageMargins: [MARGIN.x, MARGIN.top, MARGIN.x, MARGIN.bottom],
    info: { title: doc.title, subject: doc.subtitle ?? doc.title, creator: 'Brandforge', producer: 'Brandforge' },
    defaultStyle: { ...PDF_DEFAULT_STYLE },
    background: (page) => (page === 1 ? coverBackground(style, p) : pageDecoration(style, p)),
    footer: (page, pages) =>
      page === 1
        ? { text: '' }
        : {
            columns: [
              { text: shorten(doc.title, 70), width: '*' },
              { text: `Page ${page} of ${pages}`, width: 'auto', alignment: 'right' },
            ],
            columnGap: 16,
            fontSize: 8,
            color: MUTED_INK,
            margin: [MARGIN.x, 24, MARGIN.x, 0],
          },
    // A heading never ends a page alone: it moves to the next page with what follows it.
    pageBreakBefore: (node, { getFollowingNodesOnPage }) =>
      Boolean(node.headlineLevel) && getFollowingNodesOnPage().length === 0,
    content: [
      ...coverContent(doc, style, p),
      { text: '', pageBreak: 'after' },
      ...doc.blocks.map((b) => block(b, style, p)),
    ],
  };
}
