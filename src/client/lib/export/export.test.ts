import { describe, expect, it } from 'vitest';
import type { ExportDocument } from '../../../shared/export/document';
import { renderDocx } from './docx-render';
import { renderPdf } from './pdf-render';
import { readDocx, readPdf, testFonts } from '../../../shared/export/testing';
import { PALETTES } from '../../../shared/export/theme';

const fonts = testFonts();

const doc = (over: Partial<ExportDocument> = {}): ExportDocument => ({
  label: 'Checklist',
  title: 'The 7-Day Night Shift Meal Prep Kit',
  subtitle: 'For nurses on night shifts',
  date: new Date('2026-11-24T10:00:00Z'),
  colorScheme: 'natural',
  style: 'modern',
  blocks: [
    { type: 'heading', text: 'Executive Summary', level: 1 },
    { type: 'paragraph', text: 'Eat well on nights without cooking every day. Ünïcødé — “quotes” and 40% off.' },
    { type: 'heading', text: 'Your one-hour prep session', level: 1 },
    { type: 'list', items: ['Batch-cook two proteins', 'Pre-portion snacks'] },
    { type: 'list', items: ['First', 'Second'], ordered: true },
    { type: 'heading', text: 'Actionable Takeaways', level: 2 },
    { type: 'checklist', items: ['Plan the week on Sunday', 'Buy a lunch box'] },
    {
      type: 'table',
      header: ['Metric', 'Why'],
      rows: [
        ['Downloads', 'Reach'],
        ['Replies', 'Trust'],
      ],
    },
    { type: 'pageBreak' },
    { type: 'heading', text: 'Analytics Guide', level: 3 },
    { type: 'paragraph', text: 'x'.repeat(400) },
  ],
  ...over,
});

describe('the PDF writer', () => {
  it('writes a cover and the sections as selectable text, pages numbered', async () => {
    const { pages, count, info } = await readPdf(await renderPdf(doc(), fonts));
    expect(count).toBe(3);
    expect(info.Title).toBe('The 7-Day Night Shift Meal Prep Kit');
    expect(pages[0]).toContain('The 7-Day Night Shift Meal Prep Kit');
    expect(pages[0]).toContain('For nurses on night shifts');
    expect(pages[0]).toContain('24 November 2026');
    const body = pages.slice(1).join('\n');
    for (const h of ['Executive Summary', 'Your one-hour prep session', 'Actionable Takeaways', 'Analytics Guide'])
      expect(body).toContain(h);
    expect(body).toContain('Ünïcødé');
    expect(pages[1]).toContain('Page 2 of 3');
    expect(pages[0]).not.toContain('Page 1');
  });

  it.each(['modern', 'classic', 'creative', 'minimal'])(
    'renders the %s style in every colour scheme',
    async (style) => {
      for (const colorScheme of Object.keys(PALETTES) as ExportDocument['colorScheme'][]) {
        const bytes = await renderPdf(
          doc({ style, colorScheme, title: 'T'.repeat(150), subtitle: 'A'.repeat(300) }),
          fonts,
        );
        expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      }
    },
  );
});

describe('the Word writer', () => {
  it('writes a .docx whose document holds the cover, real headings, lists and checkboxes', async () => {
    const { xml, files } = await readDocx(await renderDocx(doc(), fonts));
    for (const h of ['Executive Summary', 'Your one-hour prep session', 'Actionable Takeaways', 'Analytics Guide'])
      expect(xml).toContain(h);
    expect(xml).toContain('The 7-Day Night Shift Meal Prep Kit');
    expect(xml).toContain('w:pStyle w:val="Heading1"');
    expect(xml).toContain('w14:checkbox');
    expect(xml).toContain('<w:tbl>');
    expect(files.some((f) => f.startsWith('word/fonts/'))).toBe(true);
  });
});
