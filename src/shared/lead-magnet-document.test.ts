import { describe, expect, it } from 'vitest';
import { EXPORT_HEADINGS, leadMagnetDocument } from './lead-magnet-document';
import { sampleMagnet } from './lead-magnet-document.testing';

const headings = (m = sampleMagnet()) =>
  leadMagnetDocument(m).blocks.flatMap((b) => (b.type === 'heading' && b.level === 1 ? [b.text] : []));

describe('a lead magnet as an export document', () => {
  it('has the cover fields and the chosen scheme and style', () => {
    const doc = leadMagnetDocument(sampleMagnet());
    expect(doc).toMatchObject({
      label: 'Checklist (1-3 pages)',
      title: 'The 7-Day Night Shift Meal Prep Kit!',
      subtitle: 'For Nurses on night shifts',
      date: new Date('2026-11-24T10:00:00.000Z'),
      colorScheme: 'natural',
      style: 'creative',
    });
  });

  it('lists the summary, each main section, the takeaways and the promotion kit in order', () => {
    expect(headings()).toEqual([
      EXPORT_HEADINGS.about,
      EXPORT_HEADINGS.summary,
      'Your one-hour prep session',
      'Eating at 4 am',
      EXPORT_HEADINGS.takeaways,
      EXPORT_HEADINGS.hooks,
      EXPORT_HEADINGS.templates,
      EXPORT_HEADINGS.formulas,
      EXPORT_HEADINGS.analytics,
    ]);
  });

  it('puts a hooks collection right after the summary, with every hook', () => {
    const m = sampleMagnet({ lead_magnet_type: 'viral_hooks' });
    expect(headings(m).slice(1, 3)).toEqual([EXPORT_HEADINGS.summary, EXPORT_HEADINGS.hooks]);
    const hookList = leadMagnetDocument(m).blocks.find((b) => b.type === 'list' && b.ordered);
    expect(hookList).toMatchObject({ items: expect.arrayContaining(['Hook 14']) as unknown });
  });

  it('makes a checklist of the takeaways, and of the key points only in a checklist', () => {
    const checklists = (m = sampleMagnet()) => leadMagnetDocument(m).blocks.filter((b) => b.type === 'checklist');
    expect(checklists()).toHaveLength(3);
    expect(checklists(sampleMagnet({ lead_magnet_type: 'ebook' }))).toEqual([
      { type: 'checklist', items: ['Plan on Sunday', 'Buy containers'] },
    ]);
  });

  it('keeps the model paragraphs and leaves out a missing description', () => {
    const blocks = leadMagnetDocument(sampleMagnet({ description: null })).blocks;
    expect(blocks.filter((b) => b.type === 'paragraph').map((b) => (b.type === 'paragraph' ? b.text : ''))).toEqual(
      expect.arrayContaining(['Eat well on nights.', 'Without cooking every day.']),
    );
    expect(blocks[1]).toMatchObject({ type: 'table' });
  });
});
