import { z } from 'zod';
import { BIO_PLATFORMS } from './social-bios';

/** The latest bios a user generated for one platform. */
export interface TSavedBios {
  platform: string;
  bios: string[];
  mission_statement: string;
  tone: string;
  offline: boolean;
  generated_at: string;
}

export const PLATFORM_NOT_FOUND = 'Platform not found';
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
