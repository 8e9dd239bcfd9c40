import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './paths';

/**
 * What the server loads before it answers: the packages its bundle imports statically (as
 * scripts/build-server.mjs bundles it). The AI SDK and its providers, the English tagger, the mailer
 * and the driver not in use each cost tens to hundreds of milliseconds and megabytes at every start,
 * so they are imported when first needed.
 */
async function startImports(): Promise<{ static: string[]; dynamic: string[] }> {
  const result = await build({
    entryPoints: [join(projectRoot, 'src/server/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    outfile: 'index.js',
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  const external = output!.imports.filter((i) => i.external && !i.path.startsWith('node:'));
  return {
    static: external.filter((i) => i.kind === 'import-statement').map((i) => i.path),
    dynamic: external.filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
  };
}

describe('server start', () => {
  it('leaves the AI SDK, the tagger, the mailer and the PostgreSQL driver until they are needed', async () => {
    const imports = await startImports();
    for (const lazy of ['ai', '@ai-sdk/openai', '@ai-sdk/anthropic', '@ai-sdk/google', 'nodemailer', 'pg'])
      expect(imports.static).not.toContain(lazy);
    expect(imports.static.filter((p) => p.startsWith('compromise'))).toEqual([]);
    expect(imports.static.filter((p) => p.startsWith('@modelcontextprotocol/sdk'))).toEqual([]);
    expect(imports.dynamic).toEqual(expect.arrayContaining(['ai', '@ai-sdk/openai', 'nodemailer', 'pg']));
    // What it does need is still there.
    expect(imports.static).toEqual(expect.arrayContaining(['better-auth', 'hono', 'drizzle-orm']));
  });
});
