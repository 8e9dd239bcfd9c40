import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The arguments `npm start` gives node (its Node options and the server bundle), read from the
 * package's start script, so the benchmarks and the end-to-end tests run the server as users do.
 */
export function serverNodeArgs(root: string): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = pkg.scripts.start.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`The start script should run node, not: ${pkg.scripts.start}`);
  return args;
}
