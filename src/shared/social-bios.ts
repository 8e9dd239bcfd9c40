import { z } from 'zod';
import { zOptionalText, zOut, zOutList, zText } from './ai';
import { BIO_PLATFORMS, BIO_PLATFORM_INFO, type TBioPlatform } from './social-platforms';

export { BIO_PLATFORMS, BIO_PLATFORM_INFO, type TBioPlatform, type TBioPlatformInfo } from './social-platforms';

export const BIOS_PER_GENERATION = 3;
export const INSTAGRAM_BIO_LINES = 4;
export const DEFAULT_BIO_NAME = 'Professional';
export const DEFAULT_BIO_PROFESSION = 'Brand Professional';

/** The length a platform counts: Instagram ignores line breaks. */
export function bioLength(bio: string, platform: TBioPlatform): number {
  return platform === 'instagram' ? bio.replace(/\r?\n/g, '').length : bio.length;
}

/** Longer names (a profile allows 120 characters) are left out of bios rather than cut mid-word. */
export const BIO_NAME_MAX = 80;

export const ZBioInput = z
  .strictObject({
    name: zOptionalText('Name', BIO_NAME_MAX),
    profession: zOptionalText('Profession', 120),
    platform: z.enum(BIO_PLATFORMS, { error: `Platform must be one of ${BIO_PLATFORMS.join(', ')}` }),
    missionStatement: zText('Mission statement', 2000),
    tone: zOptionalText('Tone', 80),
  })
  .transform((v) => ({
    ...v,
    name: v.name || DEFAULT_BIO_NAME,
    profession: v.profession || DEFAULT_BIO_PROFESSION,
    tone: v.tone || BIO_PLATFORM_INFO[v.platform].defaultTone,
  }));
export type TBioInput = z.infer<typeof ZBioInput>;

/** Lengths are checked per platform by the generator; 1000 is the longest any platform allows. */
export const ZBioOutput = z.object({ bios: zOutList(zOut(1000), 1, 5) });
export type TBioOutput = z.infer<typeof ZBioOutput>;

/** The latest bios a user generated for one platform. */
export interface TSavedBios {
  platform: string;
  bios: string[];
  /** True at the positions the user rewrote by hand. */
  edited: boolean[];
  mission_statement: string;
  tone: string;
  offline: boolean;
  generated_at: string;
}

export const PLATFORM_NOT_FOUND = 'Platform not found';

/** Which saved bio an edit replaces. */
export const ZBioEditParams = z.object({
  platform: z.enum(BIO_PLATFORMS, { error: PLATFORM_NOT_FOUND }),
  index: z.coerce
    .number({ error: 'That bio does not exist.' })
    .int({ error: 'That bio does not exist.' })
    .min(0, { error: 'That bio does not exist.' })
    .max(4, { error: 'That bio does not exist.' }),
});

/** A bio rewritten by hand; its platform's character limit applies as to generated ones. */
export const ZBioEdit = z.strictObject({ bio: zText('Bio', 1000) });
export type TBioEdit = z.infer<typeof ZBioEdit>;
export const NO_MISSION_MESSAGE = 'Please generate a mission statement first!';
export const BIO_GENERATION_FAILED = 'No bios generated. Please try again.';

/** Generate bios for one platform; without a mission statement the latest saved mission is used. */
export const ZBioRequest = z.strictObject({
  platform: z.enum(BIO_PLATFORMS, { error: PLATFORM_NOT_FOUND }),
  missionStatement: z
    .string({ error: 'Mission statement must be text' })
    .trim()
    .max(2000, { error: 'Mission statement must be at most 2000 characters' })
    .optional(),
});
export type TBioRequest = z.infer<typeof ZBioRequest>;
