import { eq, sql } from 'drizzle-orm';
import type { TProfile, TProfileUpdate } from '../../../shared/profile';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { user } from '../../db/schema';
import { profiles } from './profile.schema';
import { notFound } from '../../errors';
import { unsuppress } from '../../mail/lists';

type ProfileRow = typeof profiles.$inferSelect;

const toProfile = (r: ProfileRow): TProfile => ({
  id: r.id,
  email: r.email,
  full_name: r.fullName,
  company_name: r.companyName,
  industry: r.industry,
  marketing_opt_in: r.marketingOptIn,
  marketing_opt_in_at: r.marketingOptInAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});

interface Scope {
  db: Db;
  userId: string;
}

/** Creates the profile from the account when it does not exist yet (idempotent). */
export async function ensureProfile(db: Db, account: { id: string; email: string; name: string | null }) {
  await db
    .insert(profiles)
    .values({ id: account.id, email: account.email, fullName: account.name || null })
    .onConflictDoNothing({ target: profiles.id });
}

const profileOf = preparedPerDb((db) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('userId')))
    .prepare('get_profile'),
);

export async function getProfile({ db, userId }: Scope): Promise<TProfile> {
  const [row] = await profileOf(db).execute({ userId });
  if (row) return toProfile(row);
  const [account] = await db.select().from(user).where(eq(user.id, userId));
  if (!account) throw notFound('Your account no longer exists. Please sign in again.');
  await ensureProfile(db, account);
  const [created] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!created) throw notFound('Your profile could not be created. Please try again.');
  return toProfile(created);
}

export async function updateProfile({ db, userId, patch }: Scope & { patch: TProfileUpdate }): Promise<TProfile> {
  await getProfile({ db, userId });
  const set: PgUpdateSetSource<typeof profiles> = {};
  if (patch.fullName !== undefined) set.fullName = patch.fullName || null;
  if (patch.companyName !== undefined) set.companyName = patch.companyName || null;
  if (patch.industry !== undefined) set.industry = patch.industry || null;
  if (patch.marketingOptIn !== undefined) {
    set.marketingOptIn = patch.marketingOptIn;
    // The time of the last change of mind, which a resend of the same choice does not move (docs/product/profile.md).
    set.marketingOptInAt = sql`case when ${profiles.marketingOptIn} = ${patch.marketingOptIn} then ${profiles.marketingOptInAt} else now() end`;
  }
  const [row] = await db.update(profiles).set(set).where(eq(profiles.id, userId)).returning();
  if (!row) throw notFound('Your profile could not be found.');
  // Choosing product news again is the owner saying the address works, even after a bounce.
  if (patch.marketingOptIn) await unsuppress(db, row.email);
  return toProfile(row);
}
