import { AUDIENCE_MESSAGES as M, type TOptinPageStatus } from '../../../../shared/audience-texts';

/** What the opt-in page screens say (docs/product/audience.md): the shared messages and the screens' own. */
export const OPTIN_TEXTS = {
  published: M.published,
  unpublished: M.unpublished,
  republished: M.republished,
  saved: M.saved,
  unpublishTitle: 'Take this page offline?',
  unpublishBody: 'Visitors will see that the offer has ended until you publish it again.',
  takenDown: 'An admin took this page offline. It cannot be published again from here.',
  deleteTitle: 'Delete this opt-in page?',
  deleted: 'Opt-in page deleted',
  deleteFailed: 'The opt-in page could not be deleted.',
  changeFailed: 'The opt-in page could not be changed.',
} as const;

export const OPTIN_STATUS_LABELS: Record<TOptinPageStatus, string> = { published: 'Live', unpublished: 'Offline' };

/** The heading of the lead magnet's opt-in page panel, which gets the focus once the page is published. */
export const OPTIN_PANEL_HEADING_ID = 'optin-page-panel-title';

/** The page's public address on this app: what visitors open and what the member shares. */
export const publicUrl = (path: string) => `${window.location.origin}${path}`;

/** '1 subscriber', '12 subscribers'. */
export const subscriberCount = (n: number) => `${n.toLocaleString('en-US')} subscriber${n === 1 ? '' : 's'}`;
