import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type AdminRole, adminRoles } from '../db/schema';

/** Roles that count as admin status (spec: both admin and super_admin). */
const ADMIN_STATUS_ROLES: readonly AdminRole[] = ['admin', 'super_admin'];

export async function getActiveRole(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(adminRoles)
    .where(and(eq(adminRoles.userId, userId), eq(adminRoles.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** Admin status as an SQL condition, so a statement can read it beside what it reads anyway. */
export const adminStatusSql = (userId: string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${adminRoles} where ${adminRoles.userId} = ${userId} and ${adminRoles.isActive} and ${inArray(adminRoles.role, [...ADMIN_STATUS_ROLES])})`;

export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  // Both drivers answer an execute with `{ rows }`; the shared Db type cannot say so.
  const { rows } = (await db.execute(sql`select ${adminStatusSql(userId)} as admin`)) as { rows: { admin: boolean }[] };
  return rows[0]?.admin === true;
}

/** super_admin holds every permission; every other role needs the flag set to true. */
export async function hasPermission(db: Db, userId: string, permission: string): Promise<boolean> {
  const row = await getActiveRole(db, userId);
  if (!row) return false;
  return row.role === 'super_admin' || row.permissions[permission] === true;
}

export async function grantRole(db: Db, userId: string, role: AdminRole, permissions: Record<string, boolean> = {}) {
  await db
    .insert(adminRoles)
    .values({ userId, role, permissions, isActive: true })
    .onConflictDoUpdate({ target: adminRoles.userId, set: { role, permissions, isActive: true } });
}

/** Returns whether the user had an active role to revoke. */
export async function revokeRole(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(adminRoles)
    .set({ isActive: false })
    .where(and(eq(adminRoles.userId, userId), eq(adminRoles.isActive, true)))
    .returning({ id: adminRoles.id });
  return rows.length > 0;
}
