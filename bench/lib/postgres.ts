/**
 * A throwaway local PostgreSQL cluster for the benchmarks, made the way CI makes its own: initdb and
 * pg_ctl from Debian's package, run as the `postgres` user when we are root, in a temporary folder.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server';

function pgBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return join(base, versions[0], 'bin');
}

export async function startThrowawayPostgres(): Promise<{ url: string; stop: () => void }> {
  const bin = pgBin();
  const dir = mkdtempSync(join(tmpdir(), 'bf-bench-pg-'));
  const port = await freePort();
  mkdirSync(join(dir, 'data'));
  mkdirSync(join(dir, 'sock'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    for (const p of [dir, join(dir, 'data'), join(dir, 'sock')]) chownSync(p, uid, gid);
  }
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'ignore' })
      : execFileSync(join(bin, cmd), args, { stdio: 'ignore' });
  run('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust']);
  // Durable like a real install (fsync stays on); sized as Debian's defaults.
  run('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${join(dir, 'sock')} -c listen_addresses=127.0.0.1`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
