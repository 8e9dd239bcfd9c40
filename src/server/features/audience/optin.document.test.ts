import browserPdfMake from 'pdfmake/build/pdfmake';
import { describe, expect, it } from 'vitest';
import { coverLayout } from '../../../shared/export/cover-svg';
import { PDF_FONT, pdfDefinition } from '../../../shared/export/pdf-definition';
import { pageLines, readPdf, testFonts } from '../../../shared/export/testing';
import { EXPORT_HEADINGS, leadMagnetBaseName, leadMagnetDocument } from '../../../shared/lead-magnet-document';
import { largestMagnet, sampleMagnet } from '../../../shared/lead-magnet-document.testing';
import type { TLeadMagnetRecord } from '../../../shared/lead-magnets';
import { renderLeadMagnetCover, renderLeadMagnetPdf } from './optin.document';

const STYLES = ['modern', 'classic', 'creative', 'minimal'] as const;

const withDesign = (
  style: TLeadMagnetRecord['design_preferences']['style'],
  colorScheme: TLeadMagnetRecord['design_preferences']['colorScheme'] = 'natural',
  over: Partial<TLeadMagnetRecord> = {},
) =>
  sampleMagnet({
    design_preferences: { colorScheme, style, includeImages: true, includeCharts: false },
    ...over,
  });

/** The PDF the member's browser makes: pdfmake's browser build, Inter registered as the export does. */
async function browserPdf(record: TLeadMagnetRecord): Promise<Uint8Array> {
  const fonts = testFonts();
  const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
  browserPdfMake.addVirtualFileSystem({
    'Inter-Regular.ttf': base64(fonts.regular),
    'Inter-Bold.ttf': base64(fonts.bold),
    'Inter-Italic.ttf': base64(fonts.italic),
  });
  browserPdfMake.setFonts({
    [PDF_FONT]: {
      normal: 'Inter-Regular.ttf',
      bold: 'Inter-Bold.ttf',
      italics: 'Inter-Italic.ttf',
      bolditalics: 'Inter-Bold.ttf',
    },
  });
  browserPdfMake.setUrlAccessPolicy(() => false);
  return Uint8Array.from(await browserPdfMake.createPdf(pdfDefinition(leadMagnetDocument(record))).getBuffer());
}

/** The fonts a PDF embeds, by their base names without the subset prefix. */
const embeddedFonts = (pdf: Uint8Array) =>
  [
    ...new Set(
      [
        ...Buffer.from(pdf)
          .toString('latin1')
          .matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g),
      ].map((m) => m[1]),
    ),
  ].sort();

/** A PNG's width and height, from its header. */
const pngSize = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('the lead magnet PDF a subscriber downloads', () => {
  it('is the designed PDF: the title on its cover, every section, Inter embedded, the browser’s file name', async () => {
    const magnet = sampleMagnet();
    const { pdf, fileName } = await renderLeadMagnetPdf(magnet);
    const read = await readPdf(pdf);
    expect(read.count).toBeGreaterThanOrEqual(3);
    expect(read.info.Title).toBe(magnet.title);
    expect(read.pages[0]).toContain(magnet.title);
    expect(read.pages[0]).toContain('For Nurses on night shifts');
    expect(read.pages[0]).toContain('24 November 2026');
    const body = read.pages.slice(1).join('\n');
    for (const heading of [
      ...Object.values(EXPORT_HEADINGS),
      ...magnet.generated_content.mainContent.map((s) => s.title),
    ])
      expect(body).toContain(heading);
    expect(read.pages.at(-1)).toContain(`Page ${read.count} of ${read.count}`);
    expect(embeddedFonts(pdf)).toEqual(['Inter-Bold', 'Inter-Regular']);
    expect(fileName).toBe('the_7_day_night_shift_meal_prep_kit_.pdf');
    expect(fileName).toBe(`${leadMagnetBaseName(magnet.title)}.pdf`);
  });

  it.each(STYLES)('in the %s style, holds the same pages and text as the PDF the browser makes', async (style) => {
    const magnet = withDesign(style, 'energetic', { description: 'Ünïcødé — “quotes” & 40% off.' });
    const [server, browser] = await Promise.all([
      renderLeadMagnetPdf(magnet).then(({ pdf }) => readPdf(pdf)),
      browserPdf(magnet).then(readPdf),
    ]);
    expect(server.count).toBe(browser.count);
    expect(server.pages).toEqual(browser.pages);
    expect(server.info.Title).toBe(browser.info.Title);
  });

  it('makes the largest lead magnet the same as the browser does, page for page', async () => {
    const magnet = largestMagnet();
    const [{ pdf }, browser] = await Promise.all([renderLeadMagnetPdf(magnet), browserPdf(magnet)]);
    const [server, theirs] = await Promise.all([readPdf(pdf), readPdf(browser)]);
    expect(server.count).toBeGreaterThan(40);
    expect(server.pages).toEqual(theirs.pages);
  }, 60_000);
});

describe('the cover image', () => {
  it('is a 630 × 891 PNG', async () => {
    const png = await renderLeadMagnetCover(sampleMagnet());
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: 630, height: 891 });
  });

  it('differs between colour schemes and between styles', async () => {
    const images = await Promise.all([
      renderLeadMagnetCover(withDesign('modern', 'natural')),
      renderLeadMagnetCover(withDesign('modern', 'energetic')),
      renderLeadMagnetCover(withDesign('creative', 'natural')),
    ]);
    const hex = images.map((png) => Buffer.from(png).toString('hex'));
    expect(new Set(hex).size).toBe(3);
  });

  it('draws a 150-character title, a 400-character word and markup without failing', async () => {
    for (const style of STYLES)
      for (const title of ['T'.repeat(150), 'W'.repeat(400), `<script>alert("x")</script> & 'Tom' \u0007`]) {
        const png = await renderLeadMagnetCover(
          withDesign(style, 'modern', { title, target_audience: 'A'.repeat(300) }),
        );
        expect(pngSize(png)).toEqual({ width: 630, height: 891 });
      }
  });

  it.each(STYLES)('in the %s style, breaks and places the cover’s lines where the PDF does', async (style) => {
    const magnet = withDesign(style, 'professional', {
      title:
        'The Complete Guide to Quiet Confidence for First-Time Managers in Tech: What Nobody Tells You About the First Ninety Days',
      target_audience: 'busy first-time managers in fast-growing technology companies who never had a mentor',
    });
    const { pdf } = await renderLeadMagnetPdf(magnet);
    const inPdf = await pageLines(pdf, 1);
    const inImage = coverLayout(leadMagnetDocument(magnet)).texts;
    // pdf.js reads letter-spaced text as separate letters; the words are what matter.
    const words = (text: string) => text.replace(/\s/g, '');
    expect(inImage.map((t) => words(t.text))).toEqual(inPdf.map((l) => words(l.text)));
    inImage.forEach((t, i) => {
      expect(t.x).toBeCloseTo(inPdf[i]!.x, 0);
      expect(t.y).toBeCloseTo(inPdf[i]!.y, 0);
    });
  });
});
