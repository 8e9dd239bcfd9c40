import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite allows one process per data directory; a second one corrupts it. The server holds this
 * lock while it runs, and every other process (the admin CLI, a second start) refuses to open the dir.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = join(dataDir, 'server.pid');
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The data directory ${dataDir} is in use by another Brandforge process (pid ${pid}). Stop it first, or set DATABASE_URL to use PostgreSQL.`,
      );
    }
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
