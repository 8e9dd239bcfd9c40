import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Resvg } from '@resvg/resvg-wasm';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { coverSvg } from '../../../shared/export/cover-svg';
import type { InterFonts } from '../../../shared/export/fonts';
import { PDF_FONT, pdfDefinition } from '../../../shared/export/pdf-definition';
import { leadMagnetDocument, leadMagnetPdfName } from '../../../shared/lead-magnet-document';
import type { TLeadMagnetRecord } from '../../../shared/lead-magnets';
import { projectRoot } from '../../paths';

/*
 * What an opt-in page hands out: the lead magnet's designed PDF, the very document the member
 * downloads in the browser (same builder, same definition, Inter embedded), and a PNG of its cover
 * for the page and its link previews. pdfmake and the SVG renderer load on the first publish, so the
 * server starts without them; the fonts and the renderer's WebAssembly are read once and kept.
 */

/** The Inter cuts the PDF embeds, where the browser build also takes them from. */
export const FONTS_DIR = join(projectRoot, 'src', 'shared', 'export', 'fonts');

const FONT_FILES = { regular: 'Inter-Regular.ttf', bold: 'Inter-Bold.ttf', italic: 'Inter-Italic.ttf' } as const;

let fonts: Promise<InterFonts> | undefined;

/** The three cuts from disk, read once; a failed read is tried again next time. */
function interFonts(): Promise<InterFonts> {
  fonts ??= Promise.all(
    Object.values(FONT_FILES).map(async (name) => new Uint8Array(await readFile(join(FONTS_DIR, name)))),
  ).then(
    ([regular, bold, italic]) => ({ regular: regular!, bold: bold!, italic: italic! }),
    (err: unknown) => {
      fonts = undefined;
      throw err;
    },
  );
  return fonts;
}

/** pdfmake's Node entry: the fonts live in its virtual file system, so nothing is read from disk or the network. */
interface NodePdfMake {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
  setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(definition: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
}

let pdfmake: Promise<NodePdfMake> | undefined;

function loadPdfMake(): Promise<NodePdfMake> {
  pdfmake ??= Promise.all([import('pdfmake'), interFonts()]).then(
    ([module, inter]) => {
      const pdf = (module as { default: unknown }).default as NodePdfMake;
      // Views of the same bytes the cover renderer reads, not copies.
      const view = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      pdf.virtualfs.writeFileSync(FONT_FILES.regular, view(inter.regular));
      pdf.virtualfs.writeFileSync(FONT_FILES.bold, view(inter.bold));
      pdf.virtualfs.writeFileSync(FONT_FILES.italic, view(inter.italic));
      // The same faces the browser registers (src/client/lib/export/pdf-render.ts).
      pdf.setFonts({
        [PDF_FONT]: {
          normal: FONT_FILES.regular,
          bold: FONT_FILES.bold,
          italics: FONT_FILES.italic,
          bolditalics: FONT_FILES.bold,
        },
      });
      pdf.setUrlAccessPolicy(() => false);
      pdf.setLocalAccessPolicy(() => false);
      return pdf;
    },
    (err: unknown) => {
      pdfmake = undefined;
      throw err;
    },
  );
  return pdfmake;
}

/** The lead magnet's designed PDF and the name the browser gives the same download. */
export async function renderLeadMagnetPdf(record: TLeadMagnetRecord): Promise<{ pdf: Uint8Array; fileName: string }> {
  const pdf = await loadPdfMake();
  const buffer = await pdf.createPdf(pdfDefinition(leadMagnetDocument(record))).getBuffer();
  // A copy: the Buffer may be a view into a larger, shared pool.
  return { pdf: Uint8Array.from(buffer), fileName: leadMagnetPdfName(record.title) };
}

let resvg: Promise<{ Resvg: typeof Resvg; fontBuffers: Uint8Array[] }> | undefined;

/** The renderer's WebAssembly, compiled and started once per process. */
function loadResvg() {
  resvg ??= (async () => {
    const [module, inter] = await Promise.all([import('@resvg/resvg-wasm'), interFonts()]);
    const wasm = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
    await module.initWasm(await readFile(wasm));
    return { Resvg: module.Resvg, fontBuffers: [inter.regular, inter.bold, inter.italic] };
  })().catch((err: unknown) => {
    resvg = undefined;
    throw err;
  });
  return resvg;
}

/** A PNG of the PDF's cover page, 630 × 891 pixels, drawn from the same design with Inter only. */
export async function renderLeadMagnetCover(record: TLeadMagnetRecord): Promise<Uint8Array> {
  const { Resvg: Renderer, fontBuffers } = await loadResvg();
  const renderer = new Renderer(coverSvg(leadMagnetDocument(record)), {
    font: { fontBuffers, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' },
    shapeRendering: 2,
    textRendering: 1,
  });
  try {
    const image = renderer.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    renderer.free();
  }
}
