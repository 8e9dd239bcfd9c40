/** The six platforms Brandforge writes bios for; no zod here, so screens that only list them stay light. */
export const BIO_PLATFORMS = ['twitter', 'linkedin', 'instagram', 'tiktok', 'facebook', 'youtube'] as const;
export type TBioPlatform = (typeof BIO_PLATFORMS)[number];

export interface TBioPlatformInfo {
  name: string;
  characterLimit: number;
  /** The tone sent when the request names none (docs/product/social-bios.md). */
  defaultTone: string;
  description: string;
}

export const BIO_PLATFORM_INFO: Record<TBioPlatform, TBioPlatformInfo> = {
  twitter: {
    name: 'Twitter',
    characterLimit: 160,
    defaultTone: 'professional',
    description: 'Short and sharp: who you help and why they should follow.',
  },
  linkedin: {
    name: 'LinkedIn',
    characterLimit: 220,
    defaultTone: 'professional',
    description: 'Your headline: the result you deliver and the proof behind it.',
  },
  instagram: {
    name: 'Instagram',
    characterLimit: 150,
    defaultTone: 'personal, creative, slightly playful',
    description: 'Four short lines; line breaks do not count toward the limit.',
  },
  tiktok: {
    name: 'TikTok',
    characterLimit: 80,
    defaultTone: 'fun & trendy',
    description: 'One line that makes a scroller tap follow.',
  },
  facebook: {
    name: 'Facebook',
    characterLimit: 101,
    defaultTone: 'professional',
    description: 'A friendly intro line for your page.',
  },
  youtube: {
    name: 'YouTube',
    characterLimit: 1000,
    defaultTone: 'engaging and informative',
    description: 'Your channel description: what viewers learn and when you post.',
  },
};
