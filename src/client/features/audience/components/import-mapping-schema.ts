import { z } from 'zod';
import { SUBSCRIBER_MESSAGES, ZImportSubscribers } from '../../../../shared/audience-subscribers';

/**
 * The import's mapping step, checked in the browser with the server's own rules and words; loaded on
 * demand (zodResolverOnDemand), so zod stays out of the screen.
 */
export const ZImportMapping = z
  .object({
    email: z.string().min(1, { error: SUBSCRIBER_MESSAGES.mappingEmailRequired }),
    firstName: z.string(),
    consentBasis: ZImportSubscribers.shape.consentBasis,
  })
  .refine((v) => v.firstName === '' || v.firstName !== v.email, {
    error: SUBSCRIBER_MESSAGES.mappingSame,
    path: ['firstName'],
  });

export type TImportMapping = z.input<typeof ZImportMapping>;
