import { createMiddleware } from 'hono/factory';
import {
  ADMIN_MESSAGES,
  ADMIN_PERMISSIONS,
  ADMIN_ROLE_NAMES,
  type TAdminAccess,
  type TAdminLevel,
} from '../../../shared/admin';
import { getActiveRole } from '../../auth/roles';
import type { AppEnv } from '../../context';
import type { Db } from '../../db/client';
import { forbidden } from '../../errors';

const NONE: TAdminAccess = { role: null, view: false, manage: false, assignable: [] };

/**
 * What the user may do in the admin area (docs/product/admin.md): admin status is an
 * active admin or super_admin; a moderator views the dashboard and user list; super_admin holds every
 * permission, and an admin holding the `manage_roles` flag may hand out and take back moderator only,
 * so nobody grants more than they hold.
 */
export async function adminAccess(db: Db, userId: string): Promise<TAdminAccess> {
  const row = await getActiveRole(db, userId);
  if (!row) return NONE;
  const { role } = row;
  const manage = role === 'admin' || role === 'super_admin';
  const assignable =
    role === 'super_admin'
      ? [...ADMIN_ROLE_NAMES]
      : role === 'admin' && row.permissions[ADMIN_PERMISSIONS.manageRoles] === true
        ? (['moderator'] as const).slice()
        : [];
  return { role, view: true, manage, assignable };
}

export const allows = (access: TAdminAccess, level: TAdminLevel) =>
  level === 'view' ? access.view : level === 'manage' ? access.manage : access.assignable.length > 0;

/** The server-side check of every admin route; use after requireSession. */
export const requireAdminLevel = (level: TAdminLevel) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!allows(await adminAccess(c.var.deps.db, c.var.user.id), level)) throw forbidden(ADMIN_MESSAGES.denied);
    await next();
  });
