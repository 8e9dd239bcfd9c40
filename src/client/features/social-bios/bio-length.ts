import { BIO_PLATFORM_INFO, bioLength, type TBioPlatform } from '../../../shared/social-bios';

export interface TBioCount {
  length: number;
  limit: number;
  over: boolean;
  /** '123/150', what the counter shows. */
  label: string;
}

/** What the counter under a bio shows; Instagram does not count line breaks (docs/product/social-bios.md). */
export function countBio(bio: string, platform: TBioPlatform): TBioCount {
  const length = bioLength(bio, platform);
  const limit = BIO_PLATFORM_INFO[platform].characterLimit;
  return { length, limit, over: length > limit, label: `${length}/${limit}` };
}

export const overLimitMessage = (limit: number) =>
  `Some bios exceeded the character limit of ${limit}. Please regenerate.`;

/** The card-level message when any bio is over the platform's limit, else null. */
export function overLimitNotice(bios: readonly string[], platform: TBioPlatform): string | null {
  const { characterLimit } = BIO_PLATFORM_INFO[platform];
  return bios.some((b) => countBio(b, platform).over) ? overLimitMessage(characterLimit) : null;
}

/** '@adalovelace' from 'Ada Lovelace': the handle the profile previews show. */
export function handleFor(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase()
    .slice(0, 24);
  return `@${slug || 'professional'}`;
}

export function initialsFor(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w?.[0]?.toUpperCase() ?? '').join('') || 'P';
}
