import type { ExportColorScheme } from './document';

/** Three colours per scheme: the strong one for titles and bands, a brighter one, and a pale tint for fills. */
export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
}

/**
 * The five colour schemes of the lead magnet wizard (docs/product/lead-magnets.md: professional blues,
 * modern purples, energetic reds, natural greens, minimal grays). The strong colours keep white text
 * above 4.5:1, the tints keep dark text above it, so a printed page stays readable in every scheme.
 */
export const PALETTES: Record<ExportColorScheme, Palette> = {
  professional: { primary: '#1E3A8A', secondary: '#2563EB', accent: '#DBEAFE' },
  modern: { primary: '#5B21B6', secondary: '#8B5CF6', accent: '#EDE9FE' },
  energetic: { primary: '#B91C1C', secondary: '#F97316', accent: '#FEE2E2' },
  natural: { primary: '#166534', secondary: '#65A30D', accent: '#DCFCE7' },
  minimal: { primary: '#1F2937', secondary: '#6B7280', accent: '#F3F4F6' },
};

export const INK = '#111827';
export const MUTED_INK = '#4B5563';

/** The wizard's four design styles; anything else (another tool's document) reads as modern. */
export type ExportStyle = 'modern' | 'classic' | 'creative' | 'minimal';

export const exportStyle = (style: string | undefined): ExportStyle =>
  style === 'classic' || style === 'creative' || style === 'minimal' ? style : 'modern';

/** The cover's date, the same on every device: '24 November 2026'. */
export const coverDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A file name with its extension, whether or not the caller already added it. */
export const withExtension = (fileName: string, ext: string) =>
  fileName.toLowerCase().endsWith(`.${ext}`) ? fileName : `${fileName}.${ext}`;
