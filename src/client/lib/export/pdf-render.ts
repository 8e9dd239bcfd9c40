import pdfMake from 'pdfmake/build/pdfmake';
import type { ExportDocument } from '../../../shared/export/document';
import type { InterFonts } from '../../../shared/export/fonts';
import { PDF_FONT, pdfDefinition } from '../../../shared/export/pdf-definition';

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  // In slices: one huge String.fromCharCode call overflows the argument stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

let registered = false;

/** Registers Inter with pdfmake once; it embeds only the glyphs a document uses. */
function register(fonts: InterFonts) {
  if (registered) return;
  pdfMake.addVirtualFileSystem({
    'Inter-Regular.ttf': toBase64(fonts.regular),
    'Inter-Bold.ttf': toBase64(fonts.bold),
    'Inter-Italic.ttf': toBase64(fonts.italic),
  });
  pdfMake.setFonts({
    [PDF_FONT]: {
      normal: 'Inter-Regular.ttf',
      bold: 'Inter-Bold.ttf',
      italics: 'Inter-Italic.ttf',
      bolditalics: 'Inter-Bold.ttf',
    },
  });
  // Everything is in the virtual file system: nothing may be fetched from elsewhere.
  pdfMake.setUrlAccessPolicy(() => false);
  registered = true;
}

/** The designed PDF of a document, as bytes. */
export async function renderPdf(doc: ExportDocument, fonts: InterFonts): Promise<Uint8Array<ArrayBuffer>> {
  register(fonts);
  const buffer = await pdfMake.createPdf(pdfDefinition(doc)).getBuffer();
  // A copy: the Buffer may be a view into a larger, shared pool.
  return Uint8Array.from(buffer);
}
