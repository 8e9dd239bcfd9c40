import { eq } from 'drizzle-orm';
import { ADMIN_ACTIONS } from '../../../shared/admin';
import { AUDIENCE_MESSAGES } from '../../../shared/audience';
import type { Db } from '../../db/client';
import { optinPages } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { takeDownPage } from '../audience';
import { type Actor, audited } from './admin.audit';

async function whyNot(db: Db, id: string) {
  const [exists] = await db.select({ id: optinPages.id }).from(optinPages).where(eq(optinPages.id, id));
  return exists ? conflict('This page is already offline.') : notFound(AUDIENCE_MESSAGES.pageNotFound);
}

/**
 * Takes a member's opt-in page offline, with its audit row in the same transaction. A page already
 * offline answers 409 and rolls back, so a double click is logged once.
 */
export const unpublishOptinPage = (actor: Actor, id: string) =>
  audited(
    actor,
    async (tx) => {
      const row = await takeDownPage(tx, id);
      if (!row) throw await whyNot(tx, id);
      return row;
    },
    (row) => ({
      action: ADMIN_ACTIONS.optinPageUnpublished,
      targetId: row.id,
      targetTable: 'optin_pages',
      details: { slug: row.slug, owner_id: row.userId },
    }),
  ).then(() => ({ ok: true as const }));
