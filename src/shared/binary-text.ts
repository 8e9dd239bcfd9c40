/** How much of a file is looked at to tell text from binary data. */
const SNIFF_CHARS = 64 * 1024;

/**
 * Binary data read as text (a spreadsheet or a picture named .csv): a NUL, or many control characters
 * and U+FFFD (what a decoder puts where bytes are not UTF-8). A text file in another encoding has a few
 * of the latter, not one in twenty. The import dialog and the server ask the same question.
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
