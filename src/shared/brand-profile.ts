import { BIO_PLATFORMS, BIO_PLATFORM_INFO } from './social-platforms';

/**
 * The brand profile: one memory of the user's brand that every tool reads and every result can feed.
 * Each field is stored and saved on its own, with where its value came from. The request schemas are in
 * `brand-profile-schemas.ts`, so screens that only show the profile do not load zod.
 */

export interface TextField {
  kind: 'text';
  label: string;
  max: number;
  /** Multi-line text gets a text area. */
  long?: boolean;
}
export interface ListField {
  kind: 'list';
  label: string;
  /** What one entry is called in messages. */
  itemLabel: string;
  max: number;
  maxItems: number;
  /** Fewer entries than this and the field does not count as filled. */
  minItems?: number;
}
interface PlatformsField {
  kind: 'platforms';
  label: string;
}
export type FieldSpec = TextField | ListField | PlatformsField;

/** Every field in page order. The limits match the wizards the values prefill, so a prefilled value always fits. */
export const BRAND_FIELDS = {
  displayName: { kind: 'text', label: 'Display name', max: 120 },
  mission: { kind: 'text', label: 'Mission statement', max: 500, long: true },
  niche: { kind: 'text', label: 'Niche', max: 200 },
  audience: { kind: 'text', label: 'Target audience', max: 500, long: true },
  painPoints: { kind: 'list', label: 'Audience pain points', itemLabel: 'Pain point', max: 300, maxItems: 15 },
  promise: { kind: 'text', label: 'Transformation promise', max: 500, long: true },
  offer: { kind: 'text', label: 'Offer in one line', max: 200 },
  pillars: { kind: 'list', label: 'Content pillars', itemLabel: 'Content pillar', max: 60, maxItems: 8 },
  voice: { kind: 'list', label: 'Voice', itemLabel: 'Voice word', max: 30, maxItems: 5, minItems: 3 },
  voiceSample: { kind: 'text', label: 'Voice sample', max: 1500, long: true },
  avoidWords: { kind: 'list', label: 'Words to avoid', itemLabel: 'Word to avoid', max: 40, maxItems: 30 },
  platforms: { kind: 'platforms', label: 'Platforms used' },
} as const satisfies Record<string, FieldSpec>;

export type TBrandField = keyof typeof BRAND_FIELDS;
export const BRAND_FIELD_NAMES = Object.keys(BRAND_FIELDS) as TBrandField[];

export type TBrandPlatform = (typeof BIO_PLATFORMS)[number];
export const BRAND_PLATFORMS = BIO_PLATFORMS;
export const brandPlatformLabel = (p: TBrandPlatform) => BIO_PLATFORM_INFO[p].name;

type ValueOf<F> = F extends { kind: 'text' } ? string : F extends { kind: 'list' } ? string[] : TBrandPlatform[];
/** What each field holds. */
export type TBrandValues = { [K in TBrandField]: ValueOf<(typeof BRAND_FIELDS)[K]> };

/** The tools whose results can fill fields, and how the profile names them ('from your niche discovery of 12 Nov'). */
export const BRAND_SOURCES = {
  manual: 'your own edit',
  mission: 'mission statement',
  'niche-discovery': 'niche discovery',
  'content-plan': 'content plan',
  'pain-point-analysis': 'pain point analysis',
  offer: 'offer',
} as const;
export type TBrandSourceTool = keyof typeof BRAND_SOURCES;
export const SOURCE_TOOLS = Object.keys(BRAND_SOURCES) as [TBrandSourceTool, ...TBrandSourceTool[]];

export interface TBrandSource {
  tool: TBrandSourceTool;
  /** The result's id, so the profile can link back to it. */
  id: string | null;
}

export interface TBrandFieldEntry<K extends TBrandField = TBrandField> {
  value: TBrandValues[K];
  source: TBrandSource;
  /** ISO time the value was saved. */
  updated_at: string;
}

export type TBrandProfileFields = { [K in TBrandField]?: TBrandFieldEntry<K> };

export interface TBrandCompleteness {
  filled: number;
  total: number;
  /** 0-100, rounded. */
  percent: number;
  missing: TBrandField[];
  complete: boolean;
}

/** GET /api/brand-profile. */
export interface TBrandProfile {
  fields: TBrandProfileFields;
  completeness: TBrandCompleteness;
}

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A field counts as filled when it has a value, and a list with a minimum has at least that many entries. */
export function isFilled(name: TBrandField, entry: TBrandFieldEntry | undefined): boolean {
  if (!entry || isEmptyValue(entry.value)) return false;
  const spec: FieldSpec = BRAND_FIELDS[name];
  return !(spec.kind === 'list' && spec.minItems && Array.isArray(entry.value) && entry.value.length < spec.minItems);
}

export function completenessOf(fields: TBrandProfileFields): TBrandCompleteness {
  const missing = BRAND_FIELD_NAMES.filter((name) => !isFilled(name, fields[name]));
  const total = BRAND_FIELD_NAMES.length;
  const filled = total - missing.length;
  return { filled, total, percent: Math.round((filled / total) * 100), missing, complete: missing.length === 0 };
}

/** How the profile says where a value came from: 'from your niche discovery of 12 Nov'. */
export function sourceLine(source: TBrandSource, at: string, formatDate: (iso: string) => string): string {
  if (source.tool === 'manual') return `Edited by you on ${formatDate(at)}`;
  return `From your ${BRAND_SOURCES[source.tool]} of ${formatDate(at)}`;
}

/**
 * What every generation is told about the brand: the profile's voice, words to avoid, audience,
 * promise and niche. Null when there is nothing to tell.
 */
export interface TBrandBrief {
  name?: string;
  niche?: string;
  audience?: string;
  promise?: string;
  voice: string[];
  voiceSample?: string;
  avoidWords: string[];
}

export function toBrandBrief(fields: TBrandProfileFields): TBrandBrief | null {
  const text = <K extends 'displayName' | 'niche' | 'audience' | 'promise' | 'voiceSample'>(k: K) =>
    fields[k]?.value || undefined;
  const brief: TBrandBrief = {
    name: text('displayName'),
    niche: text('niche'),
    audience: text('audience'),
    promise: text('promise'),
    voice: fields.voice?.value ?? [],
    voiceSample: text('voiceSample'),
    avoidWords: fields.avoidWords?.value ?? [],
  };
  const empty =
    !brief.name &&
    !brief.niche &&
    !brief.audience &&
    !brief.promise &&
    !brief.voiceSample &&
    brief.voice.length === 0 &&
    brief.avoidWords.length === 0;
  return empty ? null : brief;
}

