import { eq } from 'drizzle-orm';
import { grantRole, revokeRole } from '../auth/roles';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { acquireDataDirLock } from '../db/lock';
import { ADMIN_ROLES, type AdminRole, adminActivityLogs, user } from '../db/schema';
import { loadDotEnv } from '../env';

const USAGE = `Usage:
  npm run admin -- grant <email> <${ADMIN_ROLES.join('|')}>
  npm run admin -- revoke <email>`;

/** Runs one admin command and returns the line to print; throws with a message for the person at the terminal. */
export async function runAdminCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const [command, rawEmail, role] = args;
  if ((command !== 'grant' && command !== 'revoke') || !rawEmail) throw new Error(USAGE);
  if (command === 'grant' && !ADMIN_ROLES.includes(role as AdminRole)) {
    throw new Error(`Unknown role "${role ?? ''}". Choose one of: ${ADMIN_ROLES.join(', ')}.`);
  }
  const config = loadConfig(env);
  const release = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const { db } = database;
    const email = rawEmail.trim().toLowerCase();
    const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!account) throw new Error(`No account with the email ${email}. The person must sign up first.`);
    if (command === 'grant') {
      await grantRole(db, account.id, role as AdminRole);
      await db.insert(adminActivityLogs).values({
        action: 'grant_role',
        targetId: account.id,
        targetTable: 'admin_roles',
        details: { role, via: 'cli' },
      });
      return `${email} is now ${role}.`;
    }
    const had = await revokeRole(db, account.id);
    if (had) {
      await db.insert(adminActivityLogs).values({
        action: 'revoke_role',
        targetId: account.id,
        targetTable: 'admin_roles',
        details: { via: 'cli' },
      });
    }
    return had ? `${email} no longer has an admin role.` : `${email} had no active admin role; nothing changed.`;
  } finally {
    await database.close();
    release();
  }
}

const isMain = process.argv[1]?.endsWith('admin.ts') || process.argv[1]?.endsWith('admin.js');
if (isMain) {
  loadDotEnv();
  runAdminCommand(process.argv.slice(2))
    .then((line) => console.log(line))
    .catch((err: unknown) => {
      console.error(err instanceof ConfigError || err instanceof Error ? err.message : String(err));
      process.exit(1);
    });
}
