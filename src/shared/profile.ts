import { z } from 'zod';

/** Empty clears the field; spaces alone are refused rather than silently clearing it. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .refine((v) => v.length === 0 || v.trim().length > 0, { error: `${label} cannot be only spaces` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable();

const details = {
  fullName: optionalText('Full name', 120),
  companyName: optionalText('Company name', 120),
  industry: optionalText('Industry', 120),
};

/** The personal details form's part of the update; the marketing switch saves on its own. */
export const ZProfileDetails = z.strictObject(details).partial();

export const ZProfileUpdate = z
  .strictObject({ ...details, marketingOptIn: z.boolean({ error: 'marketingOptIn must be true or false' }) })
  .partial()
  .refine((v) => Object.keys(v).length > 0, {
    error: 'Send at least one of fullName, companyName, industry or marketingOptIn',
  });
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

export interface TProfile {
  id: string;
  email: string;
  full_name: string | null;
  company_name: string | null;
  industry: string | null;
  /** Whether the member chose to get product news and tips by email; off until they turn it on. */
  marketing_opt_in: boolean;
  /** When that choice was last changed; null while it never was. */
  marketing_opt_in_at: string | null;
  created_at: string;
}
