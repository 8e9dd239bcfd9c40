/* global process, console */
// `npm start` runs this first (scripts/start.mjs): it builds only when what the build reads changed since the last build.
// A content hash of those inputs is stamped into dist/ after every successful build (npm's postbuild
// runs `--stamp`), so a restart with nothing changed starts at once.
//   node scripts/build-if-stale.mjs           build (BUILD_COMMAND, default `npm run build`) if stale
//   node scripts/build-if-stale.mjs --stamp   record the current inputs as built
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.cwd();
/** What the client and server builds read; tests and docs do not change the output. */
const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
  'scripts/build-pglite-cluster.ts',
  'scripts/prerender.ts',
  'scripts/pure-definitions.ts',
];
const SKIP = /\.test\.tsx?$/;
const OUTPUTS = ['dist/server/index.js', 'dist/client/index.html'];
const STAMP = join(root, 'dist', '.build-stamp');

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

function inputsHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((p) => files(join(root, p)))) {
    if (SKIP.test(file)) continue;
    hash.update(relative(root, file).split('\\').join('/')).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const readStamp = () => {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8')).inputs;
  } catch {
    return undefined;
  }
};

/** Builds when the inputs changed since the last build; the build's exit status, 0 when none was needed. */
export function buildIfStale() {
  if (OUTPUTS.every((f) => existsSync(join(root, f))) && readStamp() === inputsHash()) {
    console.log('The build is up to date.');
    return 0;
  }
  const command = process.env.BUILD_COMMAND || 'npm run build';
  console.log(`Building (the sources changed since the last build): ${command}`);
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  return status ?? 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--stamp')) {
    mkdirSync(dirname(STAMP), { recursive: true });
    writeFileSync(STAMP, `${JSON.stringify({ inputs: inputsHash(), builtAt: new Date().toISOString() })}\n`);
  } else {
    process.exit(buildIfStale());
  }
}
