import { SUBSCRIBER_IMPORT_LIMITS, SUBSCRIBER_MESSAGES } from '../../../../shared/audience-subscribers';
import { looksBinary } from '../../../../shared/binary-text';

/** Types a browser gives files that are certainly not CSV text (a spreadsheet, a PDF, a picture). */
const BINARY_TYPE =
  /^(image|audio|video|font)\/|^application\/(pdf|zip|gzip|x-7z|vnd\.openxmlformats|vnd\.oasis|vnd\.apple|octet-stream)/;

export { looksBinary };

export type ReadCsv = { csv: string; error?: undefined } | { csv?: undefined; error: string };

/**
 * The chosen file's text, or why it cannot be imported: checked here, before anything is sent, with the
 * server's own words (the server checks again).
 */
export async function readCsvFile(file: File): Promise<ReadCsv> {
  if (file.size > SUBSCRIBER_IMPORT_LIMITS.bytes) return { error: SUBSCRIBER_MESSAGES.fileTooLarge };
  if (BINARY_TYPE.test(file.type)) return { error: SUBSCRIBER_MESSAGES.notText };
  const csv = await file.text();
  if (looksBinary(csv)) return { error: SUBSCRIBER_MESSAGES.notText };
  if (csv.trim() === '') return { error: SUBSCRIBER_MESSAGES.csvEmpty };
  return { csv };
}
