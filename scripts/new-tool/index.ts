/**
 * `npm run new:tool -- <name>`: writes a new tool's feature folders (shared schema, server feature with
 * routes, service, generator, composer, table and tests; client api, components and page) and adds it to
 * the three lists outside them. Existing files are kept. The tests it writes fail until the tool is built.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { clientFiles } from './client-templates';
import { addClientTool, addSchemaExport, addServerFeature, type Edit } from './manifests';
import { toolNames } from './names';
import { serverFiles } from './server-templates';

const root = join(dirname(new URL(import.meta.url).pathname), '..', '..');

function main(name: string | undefined) {
  if (!name) throw new Error('Name the tool: npm run new:tool -- brand-voice');
  const n = toolNames(name);
  for (const [path, text] of Object.entries({ ...serverFiles(n), ...clientFiles(n) })) {
    const full = join(root, path);
    if (existsSync(full)) {
      console.log(`kept     ${path} (it exists)`);
      continue;
    }
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
    console.log(`wrote    ${path}`);
  }
  const edits: [string, (text: string) => Edit][] = [
    ['src/server/features/index.ts', (t) => addServerFeature(t, n)],
    ['src/server/db/schema/index.ts', (t) => addSchemaExport(t, n)],
    ['src/client/config/tools.ts', (t) => addClientTool(t, n)],
  ];
  for (const [path, edit] of edits) {
    const full = join(root, path);
    const result = edit(readFileSync(full, 'utf8'));
    if ('skipped' in result) console.log(`left     ${path}: ${result.skipped}`);
    else {
      writeFileSync(full, result.text);
      console.log(`added to ${path}`);
    }
  }
  console.log(`
Next (docs/adding-a-tool.md):
  1. npm run db:generate                 the migration for the ${n.snake}_results table
  2. src/shared/${n.kebab}.ts               the tool's real questions and output
  3. ${n.kebab}.composer.ts and .generator.ts   the offline composer and the prompt
  4. the tests it wrote fail until then: npx vitest run src/server/features/${n.kebab}`);
}

try {
  main(process.argv[2]);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
