import { LEAD_MAGNET_FAILED } from '../../../../shared/lead-magnets';
import { QUOTAS } from '../../../../shared/limits';
import { errorMessage } from '@/lib/api-client';

/** docs/product/lead-magnets.md: 'Failed to generate lead magnet: ' plus the reason; the quota message stands alone. */
export function generationFailure(error: unknown): string {
  const message = errorMessage(error, 'Something went wrong.');
  if (message.startsWith(LEAD_MAGNET_FAILED) || message === QUOTAS.lead_magnet.limitMessage) return message;
  return `${LEAD_MAGNET_FAILED}${message}`;
}
