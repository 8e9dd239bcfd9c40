import { describe, expect, it } from 'vitest';
import { renderDocx } from '@/lib/export/docx-render';
import { renderPdf } from '@/lib/export/pdf-render';
import { readDocx, readPdf, testFonts } from '../../../shared/export/testing';
import { EXPORT_HEADINGS, leadMagnetDocument } from '../../../shared/lead-magnet-document';
import { sampleMagnet } from '../../../shared/lead-magnet-document.testing';

const magnet = sampleMagnet();
const sectionHeadings = [
  ...Object.values(EXPORT_HEADINGS),
  ...magnet.generated_content.mainContent.map((s) => s.title),
];

describe('a lead magnet exported', () => {
  it('as a PDF: a cover with title, audience and date, then every section, on numbered pages', async () => {
    const pdf = await readPdf(await renderPdf(leadMagnetDocument(magnet), testFonts()));
    expect(pdf.count).toBeGreaterThanOrEqual(3);
    expect(pdf.info.Title).toBe(magnet.title);
    expect(pdf.pages[0]).toContain(magnet.title);
    expect(pdf.pages[0]).toContain('For Nurses on night shifts');
    expect(pdf.pages[0]).toContain('24 November 2026');
    for (const h of sectionHeadings) expect(pdf.text).toContain(h);
    expect(pdf.pages.at(-1)).toContain(`Page ${pdf.count} of ${pdf.count}`);
  });

  it('as a Word document whose XML holds every section', async () => {
    const { xml } = await readDocx(await renderDocx(leadMagnetDocument(magnet), testFonts()));
    for (const h of sectionHeadings) expect(xml).toContain(h.replace('&', '&amp;'));
    expect(xml).toContain('Hook 14');
  });
});
