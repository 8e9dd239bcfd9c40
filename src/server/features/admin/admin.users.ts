import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ACTIONS,
  ADMIN_MESSAGES,
  type TAdminRole,
  type TAdminUser,
  type TPage,
  type TUsersQuery,
  type TUserStats,
  USERS_PAGE_SIZE,
} from '../../../shared/admin';
import { grantRole, revokeRole } from '../../auth/roles';
import type { Db } from '../../db/client';
import { adminRoles, profiles } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../errors';
import { tokenCounts } from '../api-access';
import { adminAccess } from './admin.access';
import { type Actor, audited, containsPattern } from './admin.audit';

/** The role join: only an active row gives a role; an inactive one reads as 'User'. */
const activeRole = and(eq(adminRoles.userId, profiles.id), eq(adminRoles.isActive, true));

const ROLE_RANK = sql`case ${adminRoles.role} when 'super_admin' then 3 when 'admin' then 2 when 'moderator' then 1 else 0 end`;

const SORT_COLUMNS = {
  created_at: profiles.createdAt,
  full_name: sql`lower(${profiles.fullName})`,
  email: profiles.email,
  company_name: sql`lower(${profiles.companyName})`,
  industry: sql`lower(${profiles.industry})`,
  role: ROLE_RANK,
} as const;

/**
 * One page of profiles, searched over name, e-mail and company, sorted and paged in the database so a
 * page costs the same at 100,000 users. Ties break on the id, so paging never repeats or skips a row.
 */
export async function listUsers(db: Db, query: TUsersQuery): Promise<TPage<TAdminUser>> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where: SQL | undefined = pattern
    ? or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern), ilike(profiles.companyName, pattern))
    : undefined;
  const column = SORT_COLUMNS[query.sort];
  const order = query.dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const page = (withTotal: boolean) =>
    db
      .select({
        profile: profiles,
        role: adminRoles.role,
        total: withTotal ? sql<number>`count(*) over ()`.mapWith(Number) : sql<number>`0`.mapWith(Number),
      })
      .from(profiles)
      .leftJoin(adminRoles, activeRole)
      .where(where)
      .orderBy(order, query.dir === 'asc' ? asc(profiles.id) : desc(profiles.id))
      .limit(USERS_PAGE_SIZE)
      .offset((query.page - 1) * USERS_PAGE_SIZE);
  const countAll = async () => (await db.select({ n: count() }).from(profiles).where(where))[0]?.n ?? 0;
  // A search has to scan every profile, so it counts its matches in that same scan rather than a second
  // one; without a search, a plain count is cheap and the page needs only a top-25 sort.
  let rows: Awaited<ReturnType<typeof page>>;
  let total: number;
  if (where) {
    rows = await page(true);
    // A page past the end has no row to carry the count.
    total = rows[0]?.total ?? (await countAll());
  } else {
    [rows, total] = await Promise.all([page(false), countAll()]);
  }
  const tokens = await tokenCounts(
    db,
    rows.map((r) => r.profile.id),
  );
  return {
    items: rows.map(({ profile: p, role }) => ({
      id: p.id,
      email: p.email,
      full_name: p.fullName,
      company_name: p.companyName,
      industry: p.industry,
      role: role ?? null,
      created_at: p.createdAt.toISOString(),
      api_tokens: tokens.get(p.id) ?? 0,
    })),
    total,
    page: query.page,
    page_size: USERS_PAGE_SIZE,
  };
}

/** The first moment of `now`'s month in UTC, the same month the quotas use. */
export const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

export async function userStats(db: Db, now = new Date()): Promise<TUserStats> {
  const [[total], [recent], [admins]] = await Promise.all([
    db.select({ n: count() }).from(profiles),
    db
      .select({ n: count() })
      .from(profiles)
      .where(gte(profiles.createdAt, monthStart(now))),
    db.select({ n: count() }).from(adminRoles).where(eq(adminRoles.isActive, true)),
  ]);
  const totalUsers = total?.n ?? 0;
  return { total_users: totalUsers, new_this_month: recent?.n ?? 0, active_users: totalUsers, admins: admins?.n ?? 0 };
}

/**
 * The checks every role change makes inside its transaction: the user exists, the actor may hand out
 * both the old and the new role, and the last active super admin keeps the role. The super admin rows
 * are locked, so two super admins demoting each other at once cannot both succeed.
 */
async function checkRoleChange(tx: Db, actorId: string, userId: string, next: TAdminRole | null) {
  const [target] = await tx.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
  if (!target) throw notFound(ADMIN_MESSAGES.userNotFound);
  const access = await adminAccess(tx, actorId);
  const [current] = await tx
    .select({ role: adminRoles.role })
    .from(adminRoles)
    .where(and(eq(adminRoles.userId, userId), eq(adminRoles.isActive, true)));
  const previous = current?.role ?? null;
  for (const role of [previous, next]) {
    if (role && !access.assignable.includes(role)) throw forbidden(ADMIN_MESSAGES.roleTooHigh);
  }
  if (previous === 'super_admin' && next !== 'super_admin') {
    const supers = await tx
      .select({ id: adminRoles.id })
      .from(adminRoles)
      .where(and(eq(adminRoles.role, 'super_admin'), eq(adminRoles.isActive, true)))
      .for('update');
    if (supers.length <= 1) throw new AppError(409, ADMIN_MESSAGES.lastSuperAdmin, 'LAST_SUPER_ADMIN');
  }
  return { email: target.email, previous };
}

/** docs/product/admin.md: a new row, or the existing one updated to the new role and made active. */
export function assignRole(actor: Actor, userId: string, role: TAdminRole) {
  return audited(
    actor,
    async (tx) => {
      const { email, previous } = await checkRoleChange(tx, actor.userId, userId, role);
      await grantRole(tx, userId, role);
      return { userId, email, role, previous };
    },
    (r) => ({
      action: ADMIN_ACTIONS.roleAssigned,
      targetId: r.userId,
      targetTable: 'admin_roles',
      details: { email: r.email, role: r.role, previous: r.previous },
    }),
  );
}

/** Sets is_active false; the row stays (docs/product/admin.md). */
export function removeRole(actor: Actor, userId: string) {
  return audited(
    actor,
    async (tx) => {
      const { email, previous } = await checkRoleChange(tx, actor.userId, userId, null);
      if (!previous || !(await revokeRole(tx, userId))) throw notFound(ADMIN_MESSAGES.noRole);
      return { userId, email, role: previous };
    },
    (r) => ({
      action: ADMIN_ACTIONS.roleRemoved,
      targetId: r.userId,
      targetTable: 'admin_roles',
      details: { email: r.email, role: r.role },
    }),
  );
}
