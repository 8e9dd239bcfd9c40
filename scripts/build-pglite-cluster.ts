// Makes the migrated cluster a first start of the embedded database copies instead of running initdb and
// the migrations (see src/server/db/pglite-cluster.ts): a directory, and the same cluster as PGlite's
// dump for in-memory databases. A build keeps what it finds for the same PGlite version and migrations,
// and removes the others.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  clusterTemplateDir,
  clusterTemplateFile,
  makeClusterTemplate,
  unpackClusterTemplate,
} from '../src/server/db/pglite-cluster';

const file = clusterTemplateFile();
const dir = clusterTemplateDir();
const parent = dirname(file);
mkdirSync(parent, { recursive: true });
// Each is written aside and renamed, so a start running meanwhile never loads half of one.
const partial = (path: string) => `${path}.${process.pid}.partial`;
if (!existsSync(file)) {
  const tarball = await makeClusterTemplate();
  writeFileSync(partial(file), Buffer.from(await tarball.arrayBuffer()));
  renameSync(partial(file), file);
}
if (!existsSync(join(dir, 'PG_VERSION'))) {
  rmSync(dir, { recursive: true, force: true });
  await unpackClusterTemplate(new Blob([readFileSync(file)]), partial(dir));
  renameSync(partial(dir), dir);
}
const keep = new Set([basename(file), basename(dir)]);
for (const other of readdirSync(parent)) {
  if (other.startsWith('cluster-') && !keep.has(other) && !other.endsWith('.partial'))
    rmSync(join(parent, other), { recursive: true, force: true });
}
