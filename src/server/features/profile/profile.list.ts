import { and, eq, inArray, sql } from 'drizzle-orm';
import { user } from '../../db/schema';
import type { MailList } from '../../mail/lists';
import { profiles as p } from './profile.schema';

const accountsOf = (emails: string[]) =>
  sql`${p.id} in (select ${user.id} from ${user} where ${inArray(user.email, emails)})`;

/** Members who turned on 'Product news and tips by email', on a confirmed address. */
export const membersList: MailList = {
  id: 'members',
  members: sql`select ${user.email} as email, nullif(split_part(trim(${p.fullName}), ' ', 1), '') as first_name
    from ${p} join ${user} on ${user.id} = ${p.id}
    where ${p.marketingOptIn} and ${user.emailVerified}`,
  async consenting(db, emails) {
    const rows = await db
      .select({ email: user.email })
      .from(p)
      .innerJoin(user, eq(user.id, p.id))
      .where(and(inArray(user.email, emails), eq(p.marketingOptIn, true), eq(user.emailVerified, true)));
    return new Set(rows.map((r) => r.email));
  },
  async leave(db, email) {
    await db
      .update(p)
      .set({ marketingOptIn: false, marketingOptInAt: sql`now()` })
      .where(and(accountsOf([email]), eq(p.marketingOptIn, true)));
  },
  async rejoin(db, email) {
    await db
      .update(p)
      .set({ marketingOptIn: true, marketingOptInAt: sql`now()` })
      .where(and(accountsOf([email]), eq(p.marketingOptIn, false)));
  },
};
