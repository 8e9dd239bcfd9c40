import {
  BRAND_FIELD_NAMES,
  BRAND_FIELDS,
  brandPlatformLabel,
  isEmptyValue,
  type TBrandField,
  type TBrandProfileFields,
} from '../../../shared/brand-profile';
import { productSlug } from '../../../shared/pain-point-report';
import type { ExportBlock, ExportDocument } from '../../../shared/export/document';
import { shortDate } from '@/lib/format-date';
import { BRAND_SECTIONS } from './brand-fields';

/** A brief without a display name still needs a title. */
export const UNNAMED_BRAND = 'My brand';

/** One filled field as the brief shows it: prose, a bulleted list, or a short run of words on one line. */
export interface BriefPart {
  name: TBrandField;
  label: string;
  text?: string;
  items?: string[];
}

/** Lists whose entries are sentences get bullets; lists of single words read better on one line. */
const BULLETED: ReadonlySet<TBrandField> = new Set(['painPoints', 'pillars']);

/** The filled fields in page order, the display name aside (it is the brief's title). */
export function briefParts(fields: TBrandProfileFields): BriefPart[] {
  return BRAND_FIELD_NAMES.flatMap((name): BriefPart[] => {
    const entry = fields[name];
    if (name === 'displayName' || !entry || isEmptyValue(entry.value)) return [];
    const { label } = BRAND_FIELDS[name];
    const value = entry.value;
    if (typeof value === 'string') return [{ name, label, text: value }];
    if (name === 'platforms')
      return [{ name, label, text: (fields.platforms?.value ?? []).map(brandPlatformLabel).join(', ') }];
    return BULLETED.has(name) ? [{ name, label, items: value }] : [{ name, label, text: value.join(', ') }];
  });
}

export const briefTitle = (fields: TBrandProfileFields) => fields.displayName?.value || UNNAMED_BRAND;

/** 'brand-brief-calm-kitchen.md': the brand's name, in any script, names the file. */
export const briefFileName = (fields: TBrandProfileFields, ext: 'md' | 'pdf') =>
  `brand-brief-${productSlug(briefTitle(fields))}.${ext}`;

// A line that starts like markdown syntax (a heading, a quote, a list) would change the document's shape.
const escapeLine = (line: string) => line.replace(/^(\s*)([#>*+-])/, '$1\\$2').replace(/^(\s*\d+)([.)])/, '$1\\$2');
const markdownText = (text: string) => text.split(/\r?\n/).map(escapeLine).join('\n');
const oneLine = (text: string) => escapeLine(text.replace(/\s*\n\s*/g, ' '));

/** The brief as markdown: a title, one section per filled field, and the day it was made. */
export function brandBriefMarkdown(fields: TBrandProfileFields, now = new Date()): string {
  const sections = briefParts(fields).map((part) =>
    [
      `## ${part.label}`,
      '',
      part.items ? part.items.map((i) => `- ${oneLine(i)}`).join('\n') : markdownText(part.text ?? ''),
    ].join('\n'),
  );
  const title = `# Brand brief: ${oneLine(briefTitle(fields))}`;
  const footer = `---\n\nBrand brief from Brandforge, ${shortDate(now.toISOString())}.`;
  return `${[title, ...sections, footer].join('\n\n')}\n`;
}

/** The page's three groups as the brief names them for a reader who is not the brand's owner. */
const BRIEF_SECTIONS = ['Identity', 'Audience and offer', 'Content and voice'] as const;

/**
 * The same brief as a designed document for the PDF writer: a cover, then one page of label and value
 * tables, a heading per group, so a full profile fits the page after the cover.
 */
export function brandBriefDocument(fields: TBrandProfileFields, now = new Date()): ExportDocument {
  const parts = briefParts(fields);
  const blocks = BRAND_SECTIONS.flatMap((section, i): ExportBlock[] => {
    const rows = parts
      .filter((part) => section.fields.includes(part.name))
      .map((part) => [part.label, part.items ? part.items.map((item) => `• ${item}`).join('\n') : (part.text ?? '')]);
    return rows.length === 0
      ? []
      : [
          { type: 'heading', text: BRIEF_SECTIONS[i] ?? section.title, level: 2 },
          { type: 'table', rows },
        ];
  });
  const niche = fields.niche?.value;
  return {
    label: 'Brand brief',
    title: briefTitle(fields),
    ...(niche ? { subtitle: niche } : {}),
    date: now,
    colorScheme: 'professional',
    blocks,
  };
}
