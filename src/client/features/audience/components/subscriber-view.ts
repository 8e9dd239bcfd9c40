import type { TSubscriberStatus } from '../../../../shared/audience';
import type { TSubscriberRecord } from '../../../../shared/audience-subscribers';

/** Rows per page of the list (docs/product/audience.md, "Screens: Subscribers"). */
export const SUBSCRIBERS_PER_PAGE = 50;

export const STATUS_LABELS: Record<TSubscriberStatus, string> = {
  subscribed: 'Subscribed',
  unconfirmed: 'Unconfirmed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};

/**
 * Every status a subscriber is shown with, from the labels' keys: the shared module's list would bring
 * the opt-in page's form schema (and zod) into this screen (docs/decisions/013).
 */
export const STATUSES = Object.keys(STATUS_LABELS) as TSubscriberStatus[];

/** What the list shows, as the address bar keeps it: `?q=&status=&source=&page=`. */
export interface SubscriberFilters {
  q: string;
  status: TSubscriberStatus | undefined;
  /** An opt-in page's id. */
  source: string | undefined;
  /** 1 for the first page. */
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isStatus = (value: string | null): value is TSubscriberStatus =>
  (STATUSES as readonly (string | null)[]).includes(value);

/** The filters in an address; anything the list cannot ask for (a typed-in status, a broken id) is left out. */
export function readFilters(params: URLSearchParams): SubscriberFilters {
  const status = params.get('status');
  const source = params.get('source');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    status: isStatus(status) ? status : undefined,
    source: source && UUID.test(source) ? source : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The address after a change: a changed filter starts again at the first page; empty values leave the
 * address, so a cleared list is plain `/audience`.
 */
export function writeFilters(prev: URLSearchParams, change: Partial<SubscriberFilters>): URLSearchParams {
  const next = new URLSearchParams(prev);
  const put = (key: string, value: string | number | undefined) => {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  };
  for (const [key, value] of Object.entries(change)) put(key, value);
  if (change.page === undefined) next.delete('page');
  return next;
}

export const hasFilters = (f: SubscriberFilters) =>
  f.q.trim() !== '' || f.status !== undefined || f.source !== undefined;

/** The API's query for one page of the list. */
export const listQuery = (f: SubscriberFilters) => ({
  q: f.q.trim() || undefined,
  status: f.status,
  page_id: f.source,
  limit: SUBSCRIBERS_PER_PAGE,
  offset: (f.page - 1) * SUBSCRIBERS_PER_PAGE,
});

/** 'Showing 1–50 of 312'. */
export function rangeText(page: number, shown: number, total: number): string {
  const first = (page - 1) * SUBSCRIBERS_PER_PAGE + 1;
  const n = (x: number) => x.toLocaleString('en-US');
  return `Showing ${n(first)}–${n(first + shown - 1)} of ${n(total)}`;
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / SUBSCRIBERS_PER_PAGE));

/** The page a subscriber came from, 'Import' for an imported address, or a page the member deleted since. */
export function sourceLabel(s: Pick<TSubscriberRecord, 'source' | 'source_page'>): string {
  if (s.source_page) return s.source_page.headline;
  return s.source === 'import' ? 'Import' : 'A deleted page';
}
