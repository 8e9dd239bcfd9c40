import { describe, expect, it } from 'vitest';
import { OFFER_EXPORT_SECTIONS, offerExportDocument, offerFileName } from './offer-export';
import { OFFER_FIXTURE } from './offer-fixture';

describe('the offer as an export document', () => {
  const doc = offerExportDocument(OFFER_FIXTURE);
  const headings = doc.blocks.flatMap((b) => (b.type === 'heading' && b.level === 2 ? [b.text] : []));

  it('has a cover with the offer, its business and audience, and the saved date', () => {
    expect(doc.title).toBe('Calm Dog Accelerator');
    expect(doc.label).toBe('Offer by Good Dog Academy');
    expect(doc.subtitle).toBe('For New puppy owners');
    expect(doc.date.toISOString()).toBe(OFFER_FIXTURE.created_at);
    expect(doc.colorScheme).toBe('professional');
  });

  it('has every section as a heading, in order', () => {
    expect(headings).toEqual([...OFFER_EXPORT_SECTIONS]);
  });

  it('shows option labels, leaves out answers not given, and scores each lever out of 10', () => {
    const tables = doc.blocks.flatMap((b) => (b.type === 'table' ? [b] : []));
    expect(tables[0]?.rows).toContainEqual(['Price range', '$500 - $1,000']);
    expect(tables[0]?.rows).toContainEqual(['Timeline', '1-4 weeks']);
    expect(tables[1]?.rows.map((r) => r[0])).toEqual(['Main problem', 'Solution gaps', 'Desired outcome']);
    expect(tables[2]?.rows).toContainEqual(['Perceived likelihood of achievement: 8/10', 'Answers why classes fail.']);
    expect(doc.blocks).toContainEqual({ type: 'checklist', items: ['A kickoff session', 'Weekly check-ins'] });
    expect(doc.blocks).toContainEqual({ type: 'paragraph', text: 'Total value: $3,241 for $997 one-time (3.3 : 1)' });
  });

  it('names the file after the business', () => {
    expect(offerFileName(OFFER_FIXTURE)).toBe('offer-good-dog-academy.pdf');
    expect(offerFileName({ ...OFFER_FIXTURE, business_name: 'Café & Co!!' })).toBe('offer-cafe-co.pdf');
    expect(offerFileName({ ...OFFER_FIXTURE, business_name: '日本' })).toBe('offer-untitled.pdf');
  });
});
