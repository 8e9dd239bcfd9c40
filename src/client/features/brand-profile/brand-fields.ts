import type { To } from 'react-router';
import { BRAND_FIELDS, type TBrandField, type TBrandSource } from '../../../shared/brand-profile';
import { paths } from '@/config/paths';

/** The page's three groups, each a run of BRAND_FIELDS in page order. */
export const BRAND_SECTIONS: readonly { title: string; fields: readonly TBrandField[] }[] = [
  { title: 'Who you are', fields: ['displayName', 'mission', 'niche'] },
  { title: 'Who you serve', fields: ['audience', 'painPoints', 'promise', 'offer'] },
  { title: 'How you show up', fields: ['pillars', 'voice', 'voiceSample', 'avoidWords', 'platforms'] },
];

/** One line under each label, saying what belongs there. */
export const BRAND_FIELD_HINTS: Record<TBrandField, string> = {
  displayName: 'The name you publish under.',
  mission: 'The statement you chose: who you help, what they achieve and without what.',
  niche: 'The space you want to be known for, in a few words.',
  audience: 'Who you serve, as precisely as you can say it.',
  painPoints: 'What keeps your audience stuck, one per entry.',
  promise: 'Where your audience ends up after working with you.',
  offer: 'What you sell, in one line.',
  pillars: 'The themes you come back to in your content.',
  voice: 'Three to five words for how you sound.',
  voiceSample: 'A paragraph that sounds like you. The tools match its tone.',
  avoidWords: 'Words the tools should never use for you.',
  platforms: 'Where you post.',
};

/** The anchor of a field's card; links to missing fields jump there. */
export const fieldAnchor = (name: TBrandField) => `field-${name}`;

/** The field a `#field-<name>` hash names, if it names one. */
export function fieldFromHash(hash: string): TBrandField | null {
  const name = hash.replace(/^#field-/, '');
  return hash.startsWith('#field-') && Object.hasOwn(BRAND_FIELDS, name) ? (name as TBrandField) : null;
}

/** A missing field on the profile page, from wherever the link sits. */
export const fieldLink = (name: TBrandField): To => ({ pathname: paths.brand, hash: fieldAnchor(name) });

/** Where a value's source result can be opened again; a manual edit has none. */
export function sourceHref(source: TBrandSource): string | null {
  const id = source.id ? encodeURIComponent(source.id) : null;
  switch (source.tool) {
    case 'manual':
      return null;
    case 'mission':
      return paths.mission;
    case 'niche-discovery':
      return paths.nicheDiscovery;
    case 'content-plan':
      return id ? paths.contentPlan(source.id ?? '') : paths.contentPlans;
    case 'pain-point-analysis':
      return id ? paths.painPointAnalysis(id) : paths.painPoints;
    case 'offer':
      return id ? paths.offer(id) : paths.offers;
  }
}
