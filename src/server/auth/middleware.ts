import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { forbidden, unauthorized } from '../errors';
import { hasPermission, isAdmin } from './roles';

/**
 * Resolves the session from the cookie (a signed copy of it for a few seconds, see auth.ts, else the
 * database); 401 when there is none.
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const session = await c.var.deps.auth.signedInUser(c.req.raw.headers);
  if (!session) throw unauthorized();
  // A copy renewed from the database goes back to the browser, so its next reads skip the database.
  for (const cookie of session.setCookies) c.header('Set-Cookie', cookie, { append: true });
  c.set('user', session.user);
  await next();
});

const ADMIN_DENIED = 'Access denied. Admin privileges required.';

/** Admin status (active admin or super_admin); use after requireSession. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await isAdmin(c.var.deps.db, c.var.user.id))) throw forbidden(ADMIN_DENIED);
  await next();
});

/** A specific permission flag (super_admin has them all); use after requireSession. */
export const requirePermission = (permission: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!(await hasPermission(c.var.deps.db, c.var.user.id, permission))) throw forbidden(ADMIN_DENIED);
    await next();
  });
