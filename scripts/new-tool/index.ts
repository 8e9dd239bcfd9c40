/**
 * `npm run new:tool -- <name> [--kind saved|generator]`: writes a new tool's feature folders (shared
 * schema, server feature with routes, service, generator, composer, table and tests; client api,
 * components and page) and adds it to the lists outside them. A `saved` tool (the default) keeps its
 * results on the saved-result kit; a `generator` only answers, so it has no table, list or delete.
 * Existing files are kept. The tests it writes fail until the tool is built.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { clientFiles } from './client-templates';
import { generatorOnly, TOOL_KINDS, type ToolKind } from './generator-templates';
import { addClientTool, addSchemaExport, addServerFeature, type Edit } from './manifests';
import { toolNames } from './names';
import { serverFiles } from './server-templates';

const root = join(dirname(new URL(import.meta.url).pathname), '..', '..');

/** The tool's name and kind from the command line. */
function readArgs(args: string[]): { name: string | undefined; kind: ToolKind } {
  const at = args.indexOf('--kind');
  const kind = at === -1 ? 'saved' : args[at + 1];
  if (!TOOL_KINDS.includes(kind as ToolKind)) throw new Error(`--kind is ${TOOL_KINDS.join(' or ')}`);
  const name = args.filter((_, i) => at === -1 || (i !== at && i !== at + 1))[0];
  return { name, kind: kind as ToolKind };
}

function main({ name, kind }: ReturnType<typeof readArgs>) {
  if (!name) throw new Error('Name the tool: npm run new:tool -- brand-voice [--kind saved|generator]');
  const n = toolNames(name);
  const saved = { ...serverFiles(n), ...clientFiles(n) };
  for (const [path, text] of Object.entries(kind === 'saved' ? saved : generatorOnly(n, saved))) {
    const full = join(root, path);
    if (existsSync(full)) {
      console.log(`kept     ${path} (it exists)`);
      continue;
    }
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
    console.log(`wrote    ${path}`);
  }
  type Step = [string, (text: string) => Edit];
  const table: Step[] = kind === 'saved' ? [['src/server/db/schema/index.ts', (t) => addSchemaExport(t, n)]] : [];
  const edits: Step[] = [
    ['src/server/features/index.ts', (t) => addServerFeature(t, n)],
    ...table,
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
  const migration = kind === 'saved' ? `the migration for the ${n.snake}_results table` : 'nothing: no table';
  console.log(`
Next (docs/adding-a-tool.md):
  1. npm run db:generate                 ${migration}
  2. src/shared/${n.kebab}.ts               the tool's real questions and output
  3. ${n.kebab}.composer.ts and .generator.ts   the offline composer and the prompt
  4. the tests it wrote fail until then: npx vitest run src/server/features/${n.kebab}`);
}

try {
  main(readArgs(process.argv.slice(2)));
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
