import { z } from 'zod';

/** Empty clears the field; spaces alone are refused rather than silently clearing it. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .refine((v) => v.length === 0 || v.trim().length > 0, { error: `${label} cannot be only spaces` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable();

export const ZProfileUpdate = z
  .strictObject({
    fullName: optionalText('Full name', 120),
    companyName: optionalText('Company name', 120),
    industry: optionalText('Industry', 120),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, {
    error: 'Send at least one of fullName, companyName or industry',
  });
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

export interface TProfile {
  id: string;
  email: string;
  full_name: string | null;
  company_name: string | null;
  industry: string | null;
  created_at: string;
}
