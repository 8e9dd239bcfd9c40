import { and, count, eq, getTableColumns, inArray, like, sql } from 'drizzle-orm';
import {
  AUDIENCE_MESSAGES,
  OPTIN_LIMITS,
  RESERVED_SLUGS,
  type TOptinPageContent,
  type TOptinPageDraft,
  type TOptinPageRecord,
  type TPublishOptinPage,
  ZOptinPageContent,
  ZPublishOptinPage,
} from '../../../shared/audience';
import type { TLeadMagnetRecord } from '../../../shared/lead-magnets';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../errors';
import { defineSavedResults, type Owned, type Scope } from '../../saved-results';
import { getBrandProfile } from '../brand-profile';
import { leadMagnetOf } from '../lead-magnets';
import { getProfile } from '../profile';
import { leadMagnets } from '../../db/schema';
import { audienceSubscribers as subs, optinPages as p } from './audience.schema';

/** Every column but the stored files: lists and the public page never read the PDF. */
const { pdf: _pdf, cover: _cover, ...pageColumns } = getTableColumns(p);

/** Confirmed subscribers whose source is each page, in one query for a whole list. */
async function subscriberCounts(db: Db, pageIds: string[]): Promise<Map<string, number>> {
  if (pageIds.length === 0) return new Map();
  const rows = await db
    .select({ pageId: subs.sourcePageId, n: count() })
    .from(subs)
    .where(and(inArray(subs.sourcePageId, pageIds), eq(subs.status, 'subscribed')))
    .groupBy(subs.sourcePageId);
  return new Map(rows.map((r) => [r.pageId ?? '', r.n]));
}

type PageRow = Omit<typeof p.$inferSelect, 'pdf' | 'cover'>;

/** Pages as the API answers them: each with its lead magnet's title and subscriber count, two queries a list. */
async function toRecords(db: Db, rows: PageRow[]): Promise<TOptinPageRecord[]> {
  if (rows.length === 0) return [];
  const [titles, counts] = await Promise.all([
    db
      .select({ id: leadMagnets.id, title: leadMagnets.title })
      .from(leadMagnets)
      .where(
        inArray(
          leadMagnets.id,
          rows.map((r) => r.leadMagnetId),
        ),
      ),
    subscriberCounts(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const titleOf = new Map(titles.map((r) => [r.id, r.title]));
  return rows.map((row) => ({
    id: row.id,
    lead_magnet_id: row.leadMagnetId,
    lead_magnet_title: titleOf.get(row.leadMagnetId) ?? '',
    slug: row.slug,
    path: `/l/${row.slug}`,
    headline: row.headline,
    bullets: row.bullets,
    display_name: row.displayName,
    status: row.status,
    unpublished_by: row.unpublishedBy,
    published_at: row.publishedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    subscribers: counts.get(row.id) ?? 0,
  }));
}

/** The member's pages on the saved-result kit: list, get and delete, never reading the stored files. */
export const savedPages = defineSavedResults({
  name: 'optin_pages',
  table: p,
  at: p.createdAt,
  notFound: AUDIENCE_MESSAGES.pageNotFound,
  columns: pageColumns,
  toRecord: () => {
    throw new Error('pages are read with toRecords');
  },
  toRecords: (db, rows) => toRecords(db, rows as PageRow[]),
});

/** The page of this lead magnet, if it has one. */
export async function pageOfLeadMagnet(o: Owned): Promise<TOptinPageRecord | null> {
  const [row] = await o.db
    .select(pageColumns)
    .from(p)
    .where(and(eq(p.leadMagnetId, o.id), eq(p.userId, o.userId)));
  return row ? ((await toRecords(o.db, [row]))[0] ?? null) : null;
}

// ---- drafting -------------------------------------------------------------------------------------

/** 'Café Owners: 7 Steps!' -> 'cafe-owners-7-steps', cut at a hyphen to fit. */
export function slugify(text: string): string {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (base.length <= 50) return base;
  const cut = base.slice(0, 50);
  const at = cut.lastIndexOf('-');
  return at >= OPTIN_LIMITS.slugMin ? cut.slice(0, at) : cut;
}

/** The slug itself when free, else the first free one with -2, -3, ... */
async function freeSlug(db: Db, wanted: string): Promise<string> {
  const base =
    wanted.length >= OPTIN_LIMITS.slugMin && !RESERVED_SLUGS.has(wanted) ? wanted : `${wanted || 'free'}-guide`;
  const taken = new Set(
    (
      await db
        .select({ slug: p.slug })
        .from(p)
        .where(like(p.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

/** At most `max` characters, cut at a word, with no dangling punctuation. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const at = cut.lastIndexOf(' ');
  return `${(at > max / 2 ? cut.slice(0, at) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** A section's title and its first key point, as one line a reader scans: 'Title: what you get'. */
function sectionBullet(section: { title: string; keyPoints: string[] }): string {
  const point = section.keyPoints[0]?.trim().replace(/\.$/, '');
  if (!point) return clip(section.title, OPTIN_LIMITS.bullet);
  const lead = section.title.trim().replace(/[:.]$/, '');
  return clip(`${lead}: ${point.charAt(0).toLowerCase()}${point.slice(1)}`, OPTIN_LIMITS.bullet);
}

/**
 * Three bullets: what each of the first sections gives, in the member's own words from the outline
 * (the wizard asks a description for every section), else the generated key points, else the
 * takeaways. The member's words come first: a composed key point ("why X matters for Y") reads as
 * filler on a page meant to persuade.
 */
export function draftBullets(m: TLeadMagnetRecord, promise: string | null): string[] {
  const fromOutline = m.content_outline.sections.map((s) => clip(s.description || s.title, OPTIN_LIMITS.bullet));
  const fromSections = m.generated_content.mainContent.map(sectionBullet);
  const fromItems = m.generated_content.actionableItems.map((i) => clip(i, OPTIN_LIMITS.bullet));
  const bullets = [...fromOutline, ...fromSections, ...fromItems]
    .filter((b, i, all) => b && all.indexOf(b) === i)
    .slice(0, 3);
  // A brand promise, when the member wrote one, is the best last line: what the reader gets in the end.
  if (promise && bullets.length === 3) bullets[2] = clip(promise, OPTIN_LIMITS.bullet);
  while (bullets.length < 3) bullets.push(clip(`A clear next step for ${m.target_audience}`, OPTIN_LIMITS.bullet));
  return bullets;
}

/** The name the member goes by: the brand profile's display name, else the account's name, else the address. */
async function displayNameOf(scope: Scope): Promise<string> {
  const [brand, profile] = await Promise.all([getBrandProfile(scope), getProfile(scope)]);
  const name = brand.fields.displayName?.value ?? profile.full_name ?? profile.email.split('@')[0] ?? 'Me';
  return clip(name, OPTIN_LIMITS.displayName);
}

export async function draftPage(o: Owned): Promise<TOptinPageDraft> {
  const magnet = await leadMagnetOf(o);
  const brand = await getBrandProfile(o);
  return {
    slug: await freeSlug(o.db, slugify(magnet.title)),
    headline: clip(magnet.title, OPTIN_LIMITS.headline),
    bullets: draftBullets(magnet, brand.fields.promise?.value ?? null),
    display_name: await displayNameOf(o),
  };
}

// ---- publishing -----------------------------------------------------------------------------------

/** A taken slug or a second page for one lead magnet, told apart by the index that refused it. */
function refusal(err: unknown): Error {
  if (!isUniqueViolation(err)) return err as Error;
  const text = String((err as { cause?: { constraint?: string; message?: string } }).cause?.constraint ?? err);
  return conflict(text.includes('lead_magnet') ? AUDIENCE_MESSAGES.alreadyPublished : AUDIENCE_MESSAGES.slugTaken);
}

export async function publishPage(scope: Scope, input: TPublishOptinPage): Promise<TOptinPageRecord> {
  const content = ZPublishOptinPage.parse(input);
  const magnet = await leadMagnetOf({ ...scope, id: input.leadMagnetId });
  // A second click finds the page (or the slug) taken before any file is made.
  const [existing] = await scope.db
    .select({ id: p.id, slug: p.slug })
    .from(p)
    .where(sql`${p.leadMagnetId} = ${magnet.id} or ${p.slug} = ${content.slug}`);
  if (existing)
    throw conflict(existing.slug === content.slug ? AUDIENCE_MESSAGES.slugTaken : AUDIENCE_MESSAGES.alreadyPublished);
  const { renderLeadMagnetCover, renderLeadMagnetPdf } = await import('./optin.document');
  const [{ pdf, fileName }, cover] = await Promise.all([renderLeadMagnetPdf(magnet), renderLeadMagnetCover(magnet)]);
  try {
    const [row] = await scope.db
      .insert(p)
      .values({
        userId: scope.userId,
        leadMagnetId: magnet.id,
        slug: content.slug,
        headline: content.headline,
        bullets: content.bullets,
        displayName: content.displayName,
        pdf,
        pdfFileName: fileName,
        cover,
      })
      .returning({ id: p.id });
    return savedPages.get({ ...scope, id: row!.id });
  } catch (err) {
    throw refusal(err);
  }
}

export async function updatePage(o: Owned, content: TOptinPageContent): Promise<TOptinPageRecord> {
  const c = ZOptinPageContent.parse(content);
  try {
    const rows = await o.db
      .update(p)
      .set({
        slug: c.slug,
        headline: c.headline,
        bullets: c.bullets,
        displayName: c.displayName,
        updatedAt: sql`now()`,
      })
      .where(and(eq(p.id, o.id), eq(p.userId, o.userId)))
      .returning({ id: p.id });
    if (rows.length === 0) throw notFound(AUDIENCE_MESSAGES.pageNotFound);
  } catch (err) {
    throw refusal(err);
  }
  return savedPages.get(o);
}

export const PAGE_STATE_MESSAGES = {
  alreadyOffline: 'This page is already offline.',
  alreadyLive: 'This page is already live.',
  takenDown: 'An admin took this page offline. Contact the team that runs this Brandforge to bring it back.',
} as const;

/** One guarded UPDATE: a double click or a second tab gets a 409 and changes nothing. */
export async function setPublished(o: Owned, live: boolean): Promise<TOptinPageRecord> {
  const rows = await o.db
    .update(p)
    .set(
      live
        ? { status: 'published', unpublishedBy: null, publishedAt: sql`now()`, updatedAt: sql`now()` }
        : { status: 'unpublished', unpublishedBy: 'owner', updatedAt: sql`now()` },
    )
    .where(
      and(
        eq(p.id, o.id),
        eq(p.userId, o.userId),
        live
          ? and(eq(p.status, 'unpublished'), sql`${p.unpublishedBy} is distinct from 'admin'`)
          : eq(p.status, 'published'),
      ),
    )
    .returning({ id: p.id });
  if (rows.length === 0) {
    const page = await savedPages.get(o);
    if (live && page.unpublished_by === 'admin') throw conflict(PAGE_STATE_MESSAGES.takenDown);
    throw conflict(live ? PAGE_STATE_MESSAGES.alreadyLive : PAGE_STATE_MESSAGES.alreadyOffline);
  }
  return savedPages.get(o);
}
