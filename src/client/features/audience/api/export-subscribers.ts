import type { TSubscriberFilter } from '../../../../shared/audience-subscribers';
import { api, ApiError, unwrap } from '@/lib/api-client';
import { downloadText } from '@/lib/download';
import { subscriberQueryParams } from './get-subscribers';

const FALLBACK_NAME = () => `subscribers-${new Date().toISOString().slice(0, 10)}.csv`;

/** The file name the server gives in Content-Disposition, else one of the same form. */
export function exportFileName(disposition: string | null): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? FALLBACK_NAME();
}

/** GET /api/audience/subscribers/export: the subscribers the filters show, saved as a CSV file. */
export async function exportSubscribers(filter: TSubscriberFilter): Promise<void> {
  let res: Response;
  try {
    res = await api.audience.subscribers.export.$get({ query: subscriberQueryParams(filter) });
  } catch {
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  // A refusal answers JSON with its reason; unwrap turns it into the same error every call throws.
  if (!res.ok) await unwrap(Promise.resolve(res));
  downloadText(exportFileName(res.headers.get('content-disposition')), await res.text(), 'text/csv;charset=utf-8');
}
