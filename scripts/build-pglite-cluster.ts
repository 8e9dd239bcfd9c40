// Makes the migrated cluster a first start of the embedded database loads instead of running initdb and
// the migrations (see src/server/db/pglite-cluster.ts). A build keeps the one it finds for the same
// PGlite version and migrations, and removes the others.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { clusterTemplateFile, makeClusterTemplate } from '../src/server/db/pglite-cluster';

const file = clusterTemplateFile();
const dir = dirname(file);
if (!existsSync(file)) {
  const tarball = await makeClusterTemplate();
  mkdirSync(dir, { recursive: true });
  // Written aside and renamed, so a start running meanwhile never loads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  renameSync(partial, file);
}
for (const other of readdirSync(dir)) {
  if (other.startsWith('cluster-') && other !== basename(file) && !other.endsWith('.partial'))
    rmSync(join(dir, other), { force: true });
}
