/**
 * A tool-neutral description of an exported document. Tools build one of these from their result;
 * the PDF and Word writers (loaded only when a user exports) turn it into a designed file.
 */
export type ExportBlock =
  | { type: 'heading'; text: string; level: 1 | 2 | 3 }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  | { type: 'checklist'; items: string[] }
  /** Label and value pairs, e.g. a price list or a scorecard. */
  | { type: 'table'; header?: string[]; rows: string[][] }
  | { type: 'pageBreak' };

/** The lead magnet wizard's five colour schemes; other tools use 'professional'. */
export type ExportColorScheme = 'professional' | 'modern' | 'energetic' | 'natural' | 'minimal';

export interface ExportDocument {
  /** A short line above the title on the cover, e.g. 'Checklist' or 'Offer'. */
  label?: string;
  title: string;
  /** Shown on the cover under the title, e.g. 'For busy first-time managers'. */
  subtitle?: string;
  date: Date;
  colorScheme: ExportColorScheme;
  /** The lead magnet wizard's style choice; changes the cover and heading treatment. */
  style?: string;
  blocks: ExportBlock[];
}
