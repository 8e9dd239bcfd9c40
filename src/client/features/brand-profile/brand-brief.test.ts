import { describe, expect, it } from 'vitest';
import type { TBrandFieldEntry, TBrandProfileFields, TBrandSource } from '../../../shared/brand-profile';
import { renderPdf } from '@/lib/export/pdf-render';
import { readPdf, testFonts } from '../../../shared/export/testing';
import { brandBriefDocument, brandBriefMarkdown, briefFileName, briefParts } from './brand-brief';
import { fieldFromHash, sourceHref } from './brand-fields';

const manual: TBrandSource = { tool: 'manual', id: null };
const at = '2026-11-12T09:00:00.000Z';
const entry = <V>(value: V) => ({ value, source: manual, updated_at: at }) as TBrandFieldEntry & { value: V };
const NOW = new Date('2026-11-24T10:00:00Z');

const FULL: TBrandProfileFields = {
  displayName: entry('Calm Kitchen'),
  mission: entry('I help night-shift nurses eat well without cooking every day.'),
  niche: entry('Meal prep for night-shift nurses'),
  audience: entry('Nurses working 12-hour night shifts'),
  painPoints: entry(['No energy to cook after a shift', 'Vending machine dinners']),
  promise: entry('Eat well on nights without spending your day off cooking.'),
  offer: entry('A 4-week meal prep programme for shift workers'),
  pillars: entry(['Batch cooking', 'Sleep and food']),
  voice: entry(['warm', 'direct', 'practical']),
  voiceSample: entry('You finished a 12-hour shift.\n\nDinner can still be ready in five minutes.'),
  avoidWords: entry(['hustle', 'superfood']),
  platforms: entry(['instagram', 'tiktok']),
};

describe('the brand brief', () => {
  it('has one part per filled field in page order, the name being the title', () => {
    expect(briefParts(FULL).map((p) => p.label)).toEqual([
      'Mission statement',
      'Niche',
      'Target audience',
      'Audience pain points',
      'Transformation promise',
      'Offer in one line',
      'Content pillars',
      'Voice',
      'Voice sample',
      'Words to avoid',
      'Platforms used',
    ]);
    expect(briefParts({ niche: entry('Dog training'), voice: entry([]) })).toEqual([
      { name: 'niche', label: 'Niche', text: 'Dog training' },
    ]);
  });

  it('as markdown: a title, a section per field, sentences as bullets, words on a line, platform names', () => {
    const md = brandBriefMarkdown(FULL, NOW);
    expect(md.startsWith('# Brand brief: Calm Kitchen\n\n## Mission statement\n\nI help night-shift nurses')).toBe(
      true,
    );
    expect(md).toContain('## Audience pain points\n\n- No energy to cook after a shift\n- Vending machine dinners');
    expect(md).toContain('## Voice\n\nwarm, direct, practical');
    expect(md).toContain('## Platforms used\n\nInstagram, TikTok');
    expect(md).toContain('You finished a 12-hour shift.\n\nDinner can still be ready in five minutes.');
    expect(md.trimEnd().endsWith('Brand brief from Brandforge, Nov 24, 2026.')).toBe(true);
  });

  it("keeps the user's text from turning into markdown structure", () => {
    const md = brandBriefMarkdown(
      { niche: entry('# not a heading'), painPoints: entry(['- dash\nand a line break', '1. numbered']) },
      NOW,
    );
    expect(md).toContain('# Brand brief: My brand');
    expect(md).toContain('## Niche\n\n\\# not a heading');
    expect(md).toContain('- \\- dash and a line break\n- 1\\. numbered');
  });

  it('names the file after the brand', () => {
    expect(briefFileName(FULL, 'md')).toBe('brand-brief-calm-kitchen.md');
    expect(briefFileName({}, 'pdf')).toBe('brand-brief-my-brand.pdf');
    expect(briefFileName({ displayName: entry('Café Zürich!') }, 'pdf')).toBe('brand-brief-cafe-zurich.pdf');
  });

  it('as a PDF: a cover with the name and niche, then every field, selectable', async () => {
    const doc = brandBriefDocument(FULL, NOW);
    expect(doc).toMatchObject({
      label: 'Brand brief',
      title: 'Calm Kitchen',
      subtitle: 'Meal prep for night-shift nurses',
    });
    const { pages, count, text } = await readPdf(await renderPdf(doc, testFonts()));
    expect(count).toBe(2);
    expect(pages[0]).toContain('Calm Kitchen');
    for (const part of briefParts(FULL)) expect(text).toContain(part.label);
    expect(text).toContain('Vending machine dinners');
    expect(text).toContain('Page 2 of 2');
  });
});

describe('field links and sources', () => {
  it('reads a field from the hash, and nothing else', () => {
    expect(fieldFromHash('#field-voiceSample')).toBe('voiceSample');
    expect(fieldFromHash('#field-toString')).toBeNull();
    expect(fieldFromHash('#voice')).toBeNull();
    expect(fieldFromHash('')).toBeNull();
  });

  it('links a value back to the result it came from', () => {
    expect(sourceHref(manual)).toBeNull();
    expect(sourceHref({ tool: 'niche-discovery', id: 'n1' })).toBe('/niche-discovery');
    expect(sourceHref({ tool: 'content-plan', id: 'p1' })).toBe('/content-plans/p1');
    expect(sourceHref({ tool: 'pain-point-analysis', id: 'a1' })).toBe('/pain-point-analysis/a1');
    expect(sourceHref({ tool: 'offer', id: null })).toBe('/offer-engineering');
  });
});
