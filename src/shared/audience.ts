import { z } from 'zod';
import { AUDIENCE_MESSAGES, OPTIN_LIMITS, OPTIN_PAGE_STATUSES, RESERVED_SLUGS } from './audience-texts';

const ZLine = (max: number, required: string, long: string) =>
  z
    .string({ error: required })
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, { error: required }).max(max, { error: long }));

export const ZOptinSlug = z
  .string({ error: AUDIENCE_MESSAGES.slugRequired })
  .trim()
  .min(1, { error: AUDIENCE_MESSAGES.slugRequired })
  .max(OPTIN_LIMITS.slugMax, { error: AUDIENCE_MESSAGES.slugLong })
  .min(OPTIN_LIMITS.slugMin, { error: AUDIENCE_MESSAGES.slugShort })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: AUDIENCE_MESSAGES.slugChars })
  .refine((s) => !RESERVED_SLUGS.has(s), { error: AUDIENCE_MESSAGES.slugReserved });

export const ZOptinPageContent = z.strictObject({
  slug: ZOptinSlug,
  headline: ZLine(OPTIN_LIMITS.headline, AUDIENCE_MESSAGES.headlineRequired, AUDIENCE_MESSAGES.headlineLong),
  displayName: ZLine(
    OPTIN_LIMITS.displayName,
    AUDIENCE_MESSAGES.displayNameRequired,
    AUDIENCE_MESSAGES.displayNameLong,
  ),
  bullets: z
    .array(ZLine(OPTIN_LIMITS.bullet, AUDIENCE_MESSAGES.bulletRequired, AUDIENCE_MESSAGES.bulletLong), {
      error: AUDIENCE_MESSAGES.bulletRequired,
    })
    .length(OPTIN_LIMITS.bullets, { error: AUDIENCE_MESSAGES.bulletRequired }),
});
export type TOptinPageContent = z.input<typeof ZOptinPageContent>;

export const ZPublishOptinPage = ZOptinPageContent.extend({ leadMagnetId: z.uuid({ error: 'Lead magnet not found' }) });
export type TPublishOptinPage = z.input<typeof ZPublishOptinPage>;

/** The public form, posted as a form (it works without JavaScript). `website` is the honeypot. */
export const ZOptinSignup = z.object({
  email: z
    .string({ error: AUDIENCE_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: AUDIENCE_MESSAGES.emailRequired })
    .max(OPTIN_LIMITS.email, { error: AUDIENCE_MESSAGES.emailLong })
    .pipe(z.email({ error: AUDIENCE_MESSAGES.emailInvalid }))
    .transform((e) => e.toLowerCase()),
  first_name: z
    .string()
    .optional()
    .transform((s) => s?.replace(/\s+/g, ' ').trim() || undefined)
    .pipe(z.string().max(OPTIN_LIMITS.firstName, { error: AUDIENCE_MESSAGES.firstNameLong }).optional()),
  website: z.string().optional(),
});
export type TOptinSignup = z.input<typeof ZOptinSignup>;

export const ZAdminOptinPagesQuery = z.object({
  q: z.string().trim().max(200, { error: 'Search is at most 200 characters' }).optional(),
  status: z.enum(OPTIN_PAGE_STATUSES, { error: 'Status must be published or unpublished' }).optional(),
  limit: z.coerce.number().int().min(1).max(100, { error: 'limit must be a whole number from 1 to 100.' }).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TAdminOptinPagesQuery = z.input<typeof ZAdminOptinPagesQuery>;

export * from './audience-texts';
