import { SUBSCRIBER_IMPORT_LIMITS, SUBSCRIBER_MESSAGES } from '../../../../shared/audience-subscribers';

/** Types a browser gives files that are certainly not CSV text (a spreadsheet, a PDF, a picture). */
const BINARY_TYPE =
  /^(image|audio|video|font)\/|^application\/(pdf|zip|gzip|x-7z|vnd\.openxmlformats|vnd\.oasis|vnd\.apple|octet-stream)/;

/** How much of the text is looked at to tell text from binary data, as the server does. */
const SNIFF_CHARS = 64 * 1024;

/**
 * Binary data read as text: a NUL, or many control characters and U+FFFD (what a decoder puts where bytes
 * are not UTF-8). A text file in another encoding has a few of the latter, not one in twenty.
 */
export function looksBinary(text: string): boolean {
  const n = Math.min(text.length, SNIFF_CHARS);
  let odd = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return true;
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127 || c === 0xfffd) odd++;
  }
  return odd > 0 && odd * 20 > n;
}

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
