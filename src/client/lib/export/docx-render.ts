import {
  AlignmentType,
  BorderStyle,
  CheckBox,
  Document,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { ExportBlock, ExportDocument } from '../../../shared/export/document';
import type { InterFonts } from '../../../shared/export/fonts';
import {
  coverDate,
  type ExportStyle,
  exportStyle,
  INK,
  MUTED_INK,
  PALETTES,
  type Palette,
} from '../../../shared/export/theme';

/** Word wants colours without the hash. */
const hex = (colour: string) => colour.replace('#', '');
/** Half-points, Word's unit for font sizes. */
const pt = (size: number) => size * 2;
const NUMBERED = 'numbered';
const FULL_WIDTH = { size: 100, type: WidthType.PERCENTAGE };
const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER };

const titleSize = (title: string) => (title.length <= 40 ? 34 : title.length <= 80 ? 28 : 22);

/** The cover in each style: modern sets the title in a band, classic centres it between rules, creative gives it a bar, minimal leaves it alone. */
function cover(doc: ExportDocument, style: ExportStyle, p: Palette): (Paragraph | Table)[] {
  const size = pt(titleSize(doc.title));
  const label = doc.label?.toUpperCase();
  const date = coverDate(doc.date);
  const centred = style === 'classic' ? AlignmentType.CENTER : AlignmentType.LEFT;
  const after = [
    ...(doc.subtitle
      ? [
          new Paragraph({
            alignment: centred,
            spacing: { before: 360, after: 120 },
            children: [
              new TextRun({ text: doc.subtitle, size: pt(14), italics: style === 'classic', color: hex(INK) }),
            ],
          }),
        ]
      : []),
    new Paragraph({ alignment: centred, children: [new TextRun({ text: date, size: pt(11), color: hex(MUTED_INK) })] }),
  ];
  if (style === 'modern') {
    const band = new Table({
      width: FULL_WIDTH,
      borders: { ...NO_BORDERS, insideHorizontal: NO_BORDER, insideVertical: NO_BORDER },
      rows: [
        new TableRow({
          children: [
            new TableCell({
              shading: { type: ShadingType.CLEAR, fill: hex(p.primary), color: 'auto' },
              borders: { ...NO_BORDERS, bottom: { style: BorderStyle.SINGLE, size: 48, color: hex(p.secondary) } },
              margins: { top: 1400, bottom: 900, left: 400, right: 400 },
              children: [
                ...(label
                  ? [
                      new Paragraph({
                        children: [new TextRun({ text: label, bold: true, size: pt(10), color: hex(p.accent) })],
                      }),
                    ]
                  : []),
                new Paragraph({ children: [new TextRun({ text: doc.title, bold: true, size, color: 'FFFFFF' })] }),
              ],
            }),
          ],
        }),
      ],
    });
    return [band, ...after];
  }
  const rule = { style: BorderStyle.DOUBLE, size: 6, color: hex(p.primary), space: 12 };
  return [
    ...(label
      ? [
          new Paragraph({
            alignment: centred,
            spacing: { before: style === 'minimal' ? 3000 : 2600, after: 200 },
            children: [
              new TextRun({
                text: label,
                bold: style === 'creative',
                size: pt(10),
                color: hex(style === 'minimal' ? MUTED_INK : p.secondary),
              }),
            ],
          }),
        ]
      : []),
    new Paragraph({
      alignment: centred,
      spacing: { before: label ? 0 : 2800 },
      border:
        style === 'classic'
          ? { top: rule, bottom: rule }
          : style === 'creative'
            ? { left: { style: BorderStyle.SINGLE, size: 48, color: hex(p.secondary), space: 12 } }
            : undefined,
      children: [
        new TextRun({
          text: doc.title,
          bold: true,
          size: style === 'minimal' ? size - 8 : size,
          color: hex(style === 'minimal' ? INK : p.primary),
        }),
      ],
    }),
    ...after,
  ];
}

const cell = (text: string, opts: { fill?: string; bold?: boolean; colour?: string }) =>
  new TableCell({
    shading: opts.fill ? { type: ShadingType.CLEAR, fill: opts.fill, color: 'auto' } : undefined,
    margins: { top: 80, bottom: 80, left: 120, right: 120 },
    children: [
      new Paragraph({ spacing: { after: 0 }, children: [new TextRun({ text, bold: opts.bold, color: opts.colour })] }),
    ],
  });

function table(header: string[] | undefined, rows: string[][], p: Palette): Table {
  const columns = Math.max(header?.length ?? 0, ...rows.map((r) => r.length), 1);
  const pad = (cells: string[]) => Array.from({ length: columns }, (_, i) => cells[i] ?? '');
  const line = { style: BorderStyle.SINGLE, size: 4, color: 'D1D5DB' };
  return new Table({
    width: FULL_WIDTH,
    borders: {
      top: line,
      bottom: line,
      left: NO_BORDER,
      right: NO_BORDER,
      insideHorizontal: line,
      insideVertical: NO_BORDER,
    },
    rows: [
      ...(header
        ? [
            new TableRow({
              tableHeader: true,
              children: pad(header).map((t) => cell(t, { fill: hex(p.primary), bold: true, colour: 'FFFFFF' })),
            }),
          ]
        : []),
      ...rows.map(
        (r, i) =>
          new TableRow({
            cantSplit: true,
            children: pad(r).map((t, c) =>
              cell(t, { fill: i % 2 === 1 ? hex(p.accent) : undefined, bold: !header && c === 0 && columns > 1 }),
            ),
          }),
      ),
    ],
  });
}

const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

function blocks(list: ExportBlock[], p: Palette): (Paragraph | Table)[] {
  let orderedLists = 0;
  return list.flatMap((b): (Paragraph | Table)[] => {
    switch (b.type) {
      case 'heading':
        return [new Paragraph({ text: b.text, heading: HEADINGS[b.level] })];
      case 'paragraph':
        return b.text.split('\n').map((text) => new Paragraph({ text }));
      case 'list': {
        // Each numbered list starts again at 1.
        const instance = b.ordered ? ++orderedLists : 0;
        return b.items.map((text) =>
          b.ordered
            ? new Paragraph({ text, numbering: { reference: NUMBERED, level: 0, instance } })
            : new Paragraph({ text, bullet: { level: 0 } }),
        );
      }
      case 'checklist':
        return b.items.map(
          (text) =>
            new Paragraph({
              indent: { left: 360, hanging: 360 },
              children: [
                new CheckBox({ checked: false, alias: text.slice(0, 60) }),
                new TextRun({ text: `\t${text}` }),
              ],
              tabStops: [{ type: 'left', position: 360 }],
            }),
        );
      case 'table':
        return [table(b.header, b.rows, p), new Paragraph({ text: '' })];
      case 'pageBreak':
        return [new Paragraph({ children: [new PageBreak()] })];
    }
  });
}

/** Heading styles per design style, so Word's navigation pane and outline see real headings. */
function headingStyles(style: ExportStyle, p: Palette) {
  const h1Colour = hex(style === 'minimal' ? INK : p.primary);
  const h1 = {
    run: {
      font: 'Inter',
      size: pt(style === 'minimal' ? 18 : 20),
      bold: true,
      color: style === 'creative' ? 'FFFFFF' : h1Colour,
    },
    paragraph: {
      spacing: { before: 360, after: 160 },
      keepNext: true,
      alignment: style === 'classic' ? AlignmentType.CENTER : AlignmentType.LEFT,
      shading: style === 'creative' ? { type: ShadingType.CLEAR, fill: hex(p.primary), color: 'auto' } : undefined,
      border:
        style === 'classic'
          ? { bottom: { style: BorderStyle.SINGLE, size: 6, color: hex(p.secondary), space: 6 } }
          : style === 'modern'
            ? { bottom: { style: BorderStyle.SINGLE, size: 18, color: hex(p.secondary), space: 4 } }
            : undefined,
    },
  };
  return {
    heading1: h1,
    heading2: {
      run: { font: 'Inter', size: pt(14), bold: true, italics: style === 'classic', color: hex(p.primary) },
      paragraph: { spacing: { before: 240, after: 100 }, keepNext: true },
    },
    heading3: {
      run: { font: 'Inter', size: pt(12), bold: true, color: hex(INK) },
      paragraph: { spacing: { before: 200, after: 80 }, keepNext: true },
    },
  };
}

/** The designed Word document of a document, as bytes: Inter embedded, real headings, lists and checkboxes. */
export async function renderDocx(doc: ExportDocument, fonts: InterFonts): Promise<Uint8Array<ArrayBuffer>> {
  const style = exportStyle(doc.style);
  const p = PALETTES[doc.colorScheme];
  const file = new Document({
    creator: 'Brandforge',
    title: doc.title,
    description: doc.subtitle ?? doc.title,
    // The font types ask for a Node Buffer; the writer reads any byte array.
    fonts: [{ name: 'Inter', data: fonts.regular as Buffer, bold: fonts.bold as Buffer }],
    styles: {
      default: {
        document: {
          run: { font: 'Inter', size: pt(10.5), color: hex(INK) },
          paragraph: { spacing: { after: 120, line: 300 } },
        },
        ...headingStyles(style, p),
      },
    },
    numbering: {
      config: [
        {
          reference: NUMBERED,
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { titlePage: true, page: { margin: { top: 1200, bottom: 1200, left: 1130, right: 1130 } } },
        footers: {
          first: new Footer({ children: [new Paragraph({ text: '' })] }),
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({
                    children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
                    size: pt(8),
                    color: hex(MUTED_INK),
                  }),
                ],
              }),
            ],
          }),
        },
        children: [...cover(doc, style, p), new Paragraph({ children: [new PageBreak()] }), ...blocks(doc.blocks, p)],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(file));
}
