import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The arguments that run the built server as `npm start` does: the start script's Node options, then
 * the server bundle (without the build check, which `npm start` runs first in the same process). The
 * benchmarks and the end-to-end tests start the server with these.
 */
export function serverNodeArgs(root: string): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = pkg.scripts.start.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`The start script should run node, not: ${pkg.scripts.start}`);
  return [...args.filter((a) => a.startsWith('-')), 'dist/server/index.js'];
}
