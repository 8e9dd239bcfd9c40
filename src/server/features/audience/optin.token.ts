import { readLink, signLink } from '../../mail/signed-link';

/**
 * The two links a subscriber is mailed: confirm a sign-up, and download the PDF. Each names the
 * subscriber (subject) and the page (claim `p`), with its own audience, so neither stands in for the
 * other and one subscriber's link opens nothing of another's.
 */
const CONFIRM = 'optin-confirm';
const DOWNLOAD = 'optin-download';

/** How long a confirmation link works; the download link works for 30 days (docs/product/audience.md). */
export const CONFIRM_LINK_DAYS = 7;
export const DOWNLOAD_LINK_DAYS = 30;

export interface OptinClaim {
  subscriberId: string;
  pageId: string;
  /** The first name typed on the form, kept only once the address is confirmed. */
  firstName?: string;
}

export type OptinReading = { ok: true; claim: OptinClaim } | { ok: false; expired: boolean };

const sign = (audience: string, days: number) => (c: OptinClaim, secret: string, now?: Date) =>
  signLink(
    {
      audience,
      subject: c.subscriberId,
      days,
      claims: c.firstName ? { p: c.pageId, n: c.firstName } : { p: c.pageId },
    },
    secret,
    now,
  );

const read =
  (audience: string) =>
  async (token: string, secret: string, now?: Date): Promise<OptinReading> => {
    const r = await readLink(token, audience, secret, now);
    if (!r.ok) return r;
    const { p: pageId, n: firstName } = r.payload;
    if (typeof pageId !== 'string') return { ok: false, expired: false };
    const claim: OptinClaim = { subscriberId: r.payload.sub, pageId };
    if (typeof firstName === 'string') claim.firstName = firstName;
    return { ok: true, claim };
  };

export const confirmToken = sign(CONFIRM, CONFIRM_LINK_DAYS);
export const readConfirmToken = read(CONFIRM);
export const downloadToken = sign(DOWNLOAD, DOWNLOAD_LINK_DAYS);
export const readDownloadToken = read(DOWNLOAD);
