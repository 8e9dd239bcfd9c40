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
