// Makes the empty cluster a first start of the embedded database loads instead of running initdb
// (see src/server/db/pglite-cluster.ts). It depends only on the PGlite version, so a build keeps the
// one it finds.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { clusterTemplateFile } from '../src/server/db/pglite-cluster';

const file = clusterTemplateFile();
if (!existsSync(file)) {
  const pg = await PGlite.create('memory://');
  await pg.exec('CHECKPOINT');
  const tarball = await pg.dumpDataDir('gzip');
  await pg.close();
  mkdirSync(dirname(file), { recursive: true });
  // Written aside and renamed, so a start running meanwhile never loads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  renameSync(partial, file);
}
