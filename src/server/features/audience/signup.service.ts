import { and, eq, getTableColumns, isNull, lt, or, sql } from 'drizzle-orm';
import { OPTIN_CONFIRMATION_GAP_SECONDS, OPTIN_RATE } from '../../../shared/limits';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { emailDeliveries, leadMagnets, user } from '../../db/schema';
import { unsuppress } from '../../mail/lists';
import { memberSender } from '../../mail/sender';
import { actionMail } from '../../mail/templates';
import { hitRateLimit } from '../../rate-limit';
import { audienceListId } from './audience.list';
import { audienceSubscribers as s, optinPages as p, welcomeSequences } from './audience.schema';
import {
  CONFIRM_LINK_DAYS,
  confirmToken,
  downloadToken,
  type OptinReading,
  readConfirmToken,
  readDownloadToken,
} from './optin.token';

/** The delivery mail's kind in `email_deliveries`; its `ref_id` is the page. */
export const DELIVERY_KIND = 'lead-magnet';

const { pdf: _pdf, cover: _cover, ...pageColumns } = getTableColumns(p);

/** What the public page shows: no stored file, the lead magnet's title and type beside it. */
export type PublicPage = Omit<typeof p.$inferSelect, 'pdf' | 'cover'> & { title: string; leadMagnetType: string };

const publicColumns = { ...pageColumns, title: leadMagnets.title, leadMagnetType: leadMagnets.leadMagnetType };

/** The page at this slug, published or not (an unpublished one answers "this offer has ended"). */
export async function pageBySlug(db: Db, slug: string): Promise<PublicPage | null> {
  const [row] = await db
    .select(publicColumns)
    .from(p)
    .innerJoin(leadMagnets, eq(leadMagnets.id, p.leadMagnetId))
    .where(eq(p.slug, slug));
  return row ?? null;
}

export async function pageById(db: Db, id: string): Promise<PublicPage | null> {
  const [row] = await db
    .select(publicColumns)
    .from(p)
    .innerJoin(leadMagnets, eq(leadMagnets.id, p.leadMagnetId))
    .where(eq(p.id, id));
  return row ?? null;
}

/** A published page's stored file; null when the page is offline or gone. */
export async function pageFile(db: Db, id: string, file: 'pdf' | 'cover'): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ bytes: p[file] })
    .from(p)
    .where(and(eq(p.id, id), eq(p.status, 'published')));
  return row?.bytes ?? null;
}

/** The member's account address: where replies to the mails sent for them go. */
export async function memberEmail(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email;
}

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

/**
 * A sign-up on a public page: kept as unconfirmed (or left as it is when the address is already on the
 * member's list) and mailed a confirmation link, at most once per gap. The caller answers the same in
 * every case, so the form says nothing about who is on the list.
 */
export async function signUp(
  { db, config, mailer }: Deps,
  page: PublicPage,
  form: { email: string; firstName?: string },
  now = new Date(),
): Promise<void> {
  const verdict = await hitRateLimit(db, `optin:to:${form.email}`, OPTIN_RATE.perAddress, now.getTime());
  if (!verdict.allowed) return;
  await db
    .insert(s)
    .values({
      userId: page.userId,
      email: form.email,
      firstName: form.firstName ?? null,
      source: 'page',
      sourcePageId: page.id,
    })
    .onConflictDoNothing({ target: [s.userId, s.email] });
  // One statement claims the right to mail, so two submits at once cannot both send.
  const gapStart = new Date(now.getTime() - OPTIN_CONFIRMATION_GAP_SECONDS * 1000);
  const [claimed] = await db
    .update(s)
    .set({ confirmationSentAt: now })
    .where(
      and(
        eq(s.userId, page.userId),
        eq(s.email, form.email),
        or(isNull(s.confirmationSentAt), lt(s.confirmationSentAt, gapStart)),
      ),
    )
    .returning({ id: s.id });
  if (!claimed) return;
  // Sent after the answer, so a known address answers as fast as a new one.
  mailer.sendLater(async () => {
    const token = await confirmToken(
      { subscriberId: claimed.id, pageId: page.id, firstName: form.firstName },
      config.authSecret,
      now,
    );
    const url = `${config.appUrl}/l/${page.slug}/confirm?token=${encodeURIComponent(token)}`;
    return actionMail(
      form.email,
      `Confirm your email to get ${page.title}`,
      'Hello,',
      [
        `Someone asked for "${page.title}" from ${page.displayName} with this email address. If it was you, confirm and the download is on its way. The link works for ${CONFIRM_LINK_DAYS} days.`,
        'Nothing else will be sent to this address unless you confirm.',
      ],
      'Confirm and get the download',
      url,
      {
        from: memberSender(config.mailFrom, page.displayName),
        replyTo: await memberEmail(db, page.userId),
        footer: ['If you did not ask for this, ignore this email: you will not hear from us again.'],
        signature: `${page.displayName}, via Brandforge`,
      },
    );
  });
}

export type ConfirmOutcome =
  { ok: true; page: PublicPage; downloadUrl: string } | { ok: false; reason: 'invalid' | 'expired' | 'ended' };

/**
 * Opens a confirmation link: the address joins the member's list (again, if it had left), its bounce is
 * lifted, a welcome sequence that is on starts, and the delivery mail is queued once. A second click
 * changes nothing and answers the same.
 */
export async function confirmSignUp(
  deps: Pick<AppDeps, 'db' | 'config'> & { wakeMail?: () => void },
  token: string,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const read = await readConfirmToken(token, deps.config.authSecret, now);
  if (!read.ok) return { ok: false, reason: read.expired ? 'expired' : 'invalid' };
  const { subscriberId, pageId, firstName } = read.claim;
  const page = await pageById(deps.db, pageId);
  if (!page) return { ok: false, reason: 'ended' };
  const confirmed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(s)
      .set({
        status: 'subscribed',
        confirmedAt: sql`coalesce(${s.confirmedAt}, ${now})`,
        unsubscribedAt: null,
        firstName: sql`coalesce(${s.firstName}, ${firstName ?? null})`,
      })
      .where(and(eq(s.id, subscriberId), eq(s.userId, page.userId)))
      .returning({ id: s.id, email: s.email, firstName: s.firstName, welcomeStartedAt: s.welcomeStartedAt });
    if (!row) return null;
    await unsuppress(tx, row.email);
    if (!row.welcomeStartedAt) {
      // The welcome sequence of the page they confirmed on, if it is on now; a later page does not start another.
      await tx
        .update(s)
        .set({ welcomePageId: page.id, welcomeStartedAt: now })
        .where(
          and(
            eq(s.id, row.id),
            isNull(s.welcomeStartedAt),
            sql`exists (select 1 from ${welcomeSequences} where ${welcomeSequences.pageId} = ${page.id} and ${welcomeSequences.enabled})`,
          ),
        );
    }
    await tx
      .insert(emailDeliveries)
      .values({
        kind: DELIVERY_KIND,
        refId: page.id,
        email: row.email,
        firstName: row.firstName,
        lists: [audienceListId(page.userId)],
        ownerId: page.userId,
      })
      .onConflictDoNothing();
    return row;
  });
  // A subscriber erased since the mail was sent: the link has nothing left to confirm.
  if (!confirmed) return { ok: false, reason: 'invalid' };
  if (page.status !== 'published') return { ok: false, reason: 'ended' };
  deps.wakeMail?.();
  const download = await downloadToken({ subscriberId, pageId }, deps.config.authSecret, now);
  return { ok: true, page, downloadUrl: `/l/${page.slug}/download?token=${encodeURIComponent(download)}` };
}

export type DownloadOutcome =
  { ok: true; pdf: Uint8Array; fileName: string } | { ok: false; reason: 'invalid' | 'expired' | 'ended' };

/** The PDF a download link opens: only for the page and subscriber it was made for, while both exist. */
export async function download(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  slug: string,
  token: string,
  now = new Date(),
): Promise<DownloadOutcome> {
  const read: OptinReading = await readDownloadToken(token, config.authSecret, now);
  if (!read.ok) return { ok: false, reason: read.expired ? 'expired' : 'invalid' };
  const [row] = await db
    .select({ pdf: p.pdf, fileName: p.pdfFileName, status: p.status })
    .from(p)
    .innerJoin(s, and(eq(s.userId, p.userId), eq(s.id, read.claim.subscriberId)))
    .where(and(eq(p.id, read.claim.pageId), eq(p.slug, slug)));
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.status !== 'published') return { ok: false, reason: 'ended' };
  return { ok: true, pdf: row.pdf, fileName: row.fileName };
}
