import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../cli/admin';
import { openDatabase } from '../db/client';
import { adminActivityLogs, adminRoles } from '../db/schema';
import { projectRoot } from '../paths';
import { createTestApp, type TestApp } from '../test/harness';
import { getActiveRole, grantRole, hasPermission, isAdmin, revokeRole } from './roles';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'Boss@Example.com, second@example.com' });
});
afterAll(async () => t.close());

describe('roles', () => {
  it('makes ADMIN_EMAILS accounts super_admin when they sign up, and nobody else', async () => {
    const boss = await t.signedInUser('boss@example.com');
    const plain = await t.signedInUser('plain@example.com');
    expect((await getActiveRole(t.db, boss.id))?.role).toBe('super_admin');
    expect(await isAdmin(t.db, boss.id)).toBe(true);
    expect(await getActiveRole(t.db, plain.id)).toBeNull();
    expect(await isAdmin(t.db, plain.id)).toBe(false);
  });

  it('counts admin and super_admin as admin status, not moderator or an inactive row', async () => {
    const u = await t.signedInUser('roles@example.com');
    await grantRole(t.db, u.id, 'moderator', { view_analytics: true });
    expect(await isAdmin(t.db, u.id)).toBe(false);
    expect(await hasPermission(t.db, u.id, 'view_analytics')).toBe(true);
    expect(await hasPermission(t.db, u.id, 'manage_users')).toBe(false);

    await grantRole(t.db, u.id, 'admin');
    expect(await isAdmin(t.db, u.id)).toBe(true);
    expect(await hasPermission(t.db, u.id, 'manage_users')).toBe(false);

    await grantRole(t.db, u.id, 'super_admin');
    expect(await hasPermission(t.db, u.id, 'manage_users')).toBe(true);
    expect(await hasPermission(t.db, u.id, 'anything_at_all')).toBe(true);

    expect(await revokeRole(t.db, u.id)).toBe(true);
    expect(await isAdmin(t.db, u.id)).toBe(false);
    expect(await hasPermission(t.db, u.id, 'manage_users')).toBe(false);
    expect(await revokeRole(t.db, u.id)).toBe(false);
    expect(await t.db.select().from(adminRoles).where(eq(adminRoles.userId, u.id))).toHaveLength(1);
  });
});

describe('admin CLI', () => {
  it('refuses bad arguments with the usage or the role list', async () => {
    await expect(runAdminCommand([])).rejects.toThrow(/npm run admin -- grant <email>/);
    await expect(runAdminCommand(['grant', 'x@example.com', 'owner'])).rejects.toThrow(
      'Unknown role "owner". Choose one of: moderator, admin, super_admin.',
    );
  });

  it('grants and revokes on the embedded database, and names an unknown email', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bf-cli-'));
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      AUTH_SECRET: 'cli-secret-cli-secret-cli-secret-0123',
      LOG_LEVEL: 'silent',
    };
    try {
      const app = await createTestApp(env);
      const u = await app.signedInUser('cli@example.com');
      await app.close();

      await expect(runAdminCommand(['grant', 'nobody@example.com', 'admin'], env)).rejects.toThrow(
        'No account with the email nobody@example.com. The person must sign up first.',
      );
      expect(await runAdminCommand(['grant', 'CLI@example.com', 'admin'], env)).toBe('cli@example.com is now admin.');
      let database = await openDatabase({ dataDir });
      expect(await isAdmin(database.db, u.id)).toBe(true);
      const logs = await database.db.select().from(adminActivityLogs).where(eq(adminActivityLogs.targetId, u.id));
      expect(logs.map((l) => l.action)).toEqual(['grant_role']);
      await database.close();

      expect(await runAdminCommand(['revoke', 'cli@example.com'], env)).toBe(
        'cli@example.com no longer has an admin role.',
      );
      database = await openDatabase({ dataDir });
      expect(await isAdmin(database.db, u.id)).toBe(false);
      await database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('grants on PostgreSQL while the app is running', async () => {
    const u = await t.signedInUser('pg-cli@example.com');
    const env = { DATABASE_URL: t.config.databaseUrl ?? '', AUTH_SECRET: t.config.authSecret, LOG_LEVEL: 'silent' };
    expect(await runAdminCommand(['grant', u.email, 'super_admin'], env)).toBe(
      'pg-cli@example.com is now super_admin.',
    );
    expect(await isAdmin(t.db, u.id)).toBe(true);
  });

  it('runs as `npm run admin` and exits 1 with a message on failure', async () => {
    const run = promisify(execFile);
    const failure = await run('npm', ['run', '--silent', 'admin', '--', 'revoke'], { cwd: projectRoot }).catch(
      (err: { code: number; stderr: string }) => err,
    );
    expect('code' in failure && failure.code).toBe(1);
    expect('stderr' in failure && failure.stderr).toMatch(/Usage:/);
  });
});
