import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { InterFonts } from './fonts';

// pdf.js reads with a Promise helper that Node gained in version 22; the app supports Node 20.
const PromiseWithResolvers = Promise as unknown as { withResolvers?: unknown };
PromiseWithResolvers.withResolvers ??= <T>() => {
  let resolve!: (value: T | PromiseLike<T>) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const font = (name: string) => new Uint8Array(readFileSync(new URL(`./fonts/${name}`, import.meta.url)));

/** For tests in Node: the fonts from disk, where the browser fetches them. */
export const testFonts = (): InterFonts => ({
  regular: font('Inter-Regular.ttf'),
  bold: font('Inter-Bold.ttf'),
  italic: font('Inter-Italic.ttf'),
});

/** Opens a PDF as a reader would: its page count, each page's text and its document information. */
export async function readPdf(bytes: Uint8Array) {
  const task = getDocument({ data: bytes.slice(), useSystemFonts: false });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const info = (await pdf.getMetadata()).info as Record<string, unknown>;
  await task.destroy();
  return { pages, count: pages.length, text: pages.join('\n'), info };
}

/** Unzips a .docx: its main document XML and the names of its parts. */
export async function readDocx(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  return { xml: (await zip.file('word/document.xml')?.async('string')) ?? '', files: Object.keys(zip.files) };
}

/** The lines of text on one page, top to bottom: where each starts (its baseline from the top) and what it says. */
export async function pageLines(bytes: Uint8Array, pageNumber: number) {
  const task = getDocument({ data: bytes.slice(), useSystemFonts: false });
  const page = await (await task.promise).getPage(pageNumber);
  const height = page.view[3] ?? 0;
  const lines = new Map<number, { text: string; x: number; y: number }>();
  for (const item of (await page.getTextContent()).items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const [x = 0, y = 0] = [item.transform[4] as number, height - (item.transform[5] as number)];
    const key = Math.round(y * 10);
    const line = lines.get(key);
    if (line) line.text += item.str;
    else lines.set(key, { text: item.str, x, y });
  }
  await task.destroy();
  return [...lines.values()].sort((a, b) => a.y - b.y);
}
