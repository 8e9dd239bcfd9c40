import { downloadText } from '@/lib/download';
import type { ExportDocument } from '../../../shared/export/document';
import { loadInterFonts } from './fonts-browser';
import { withExtension } from '../../../shared/export/theme';

export type { ExportBlock, ExportColorScheme, ExportDocument } from '../../../shared/export/document';

/*
 * The PDF and Word writers (pdfmake, docx) are large, so each is imported only when a user exports:
 * they never reach a page's first download.
 */

/** Builds the designed PDF of `doc` and saves it as `fileName` (.pdf added when missing). */
export async function downloadPdf(doc: ExportDocument, fileName: string): Promise<void> {
  const [{ renderPdf }, fonts] = await Promise.all([import('./pdf-render'), loadInterFonts()]);
  downloadText(withExtension(fileName, 'pdf'), await renderPdf(doc, fonts), 'application/pdf');
}

/** Builds the designed Word document of `doc` and saves it as `fileName` (.docx added when missing). */
export async function downloadDocx(doc: ExportDocument, fileName: string): Promise<void> {
  const [{ renderDocx }, fonts] = await Promise.all([import('./docx-render'), loadInterFonts()]);
  downloadText(
    withExtension(fileName, 'docx'),
    await renderDocx(doc, fonts),
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
}
