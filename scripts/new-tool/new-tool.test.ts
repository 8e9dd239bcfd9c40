import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addClientTool, addSchemaExport, addServerFeature } from './manifests';
import { toolNames } from './names';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const textOf = (edit: { text: string } | { skipped: string }) => ('text' in edit ? edit.text : edit.skipped);

describe('tool names', () => {
  it('derives every spelling from a kebab-case name', () => {
    expect(toolNames('brand-voice')).toEqual({
      kebab: 'brand-voice',
      camel: 'brandVoice',
      pascal: 'BrandVoice',
      snake: 'brand_voice',
      constant: 'BRAND_VOICE',
      title: 'Brand Voice',
      lower: 'brand voice',
    });
  });

  it.each(['Brand', 'brand voice', 'brand--voice', '-brand', '9lives', 'x'.repeat(41), ''])('refuses %j', (name) => {
    expect(() => toolNames(name)).toThrow(/not a tool name/);
  });
});

describe('the manifest edits', () => {
  const n = toolNames('brand-voice');

  it('adds the server feature after the last import and at the end of FEATURES, once', () => {
    const text = textOf(addServerFeature(read('src/server/features/index.ts'), n));
    expect(text).toContain("import { brandVoiceFeature } from './brand-voice';");
    expect(text).toMatch(/ {2}brandVoiceFeature,\n\] as const;/);
    expect(addServerFeature(text, n)).toHaveProperty('skipped');
  });

  it('exports the schema file from the schema index, once', () => {
    const text = textOf(addSchemaExport(read('src/server/db/schema/index.ts'), n));
    expect(text.trimEnd().split('\n').at(-1)).toBe("export * from '../../features/brand-voice/brand-voice.schema';");
    expect(addSchemaExport(text, n)).toHaveProperty('skipped');
  });

  it('adds a client entry with its lazy page, once', () => {
    const text = textOf(addClientTool(read('src/client/config/tools.ts'), n));
    expect(text).toContain("id: 'brand-voice'");
    expect(text).toContain("import('@/features/brand-voice/pages/brand-voice-page').then((m) => m.BrandVoicePage)");
    expect(text.slice(0, text.indexOf("} from 'lucide-react'"))).toContain('SparklesIcon');
    expect(addClientTool(text, n)).toEqual({ skipped: "it already lists 'brand-voice'" });
    expect(addClientTool(text, toolNames('competitor-analysis'))).toHaveProperty('skipped');
  });
});

describe('npm run new:tool', () => {
  // The templates follow the kit; this catches them drifting apart from it.
  it.each([
    [
      'saved',
      ['src/client/config/tools.ts', 'src/server/db/schema/index.ts', 'src/server/features/index.ts'],
      'brand-voice.schema.ts',
    ],
    ['generator', ['src/client/config/tools.ts', 'src/server/features/index.ts'], null],
  ])(
    'writes a %s tool that typechecks, touching only its lists outside its folders',
    (kind, lists, table) => {
      const copy = mkdtempSync(join(tmpdir(), 'bf-new-tool-'));
      try {
        const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root })
          .toString()
          .split('\n')
          .filter((f) => f && existsSync(join(root, f)));
        for (const file of files) cpSync(join(root, file), join(copy, file), { recursive: true });
        symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
        const before = new Map(files.map((f) => [f, readFileSync(join(copy, f), 'utf8')]));
        const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { cwd: copy, stdio: 'pipe' }).toString();
        const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
        run(process.execPath, [tsx, 'scripts/new-tool/index.ts', 'brand-voice', '--kind', kind]);
        const changed = files.filter((f) => readFileSync(join(copy, f), 'utf8') !== before.get(f));
        expect(changed.sort()).toEqual(lists);
        expect(() => run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '--noEmit'])).not.toThrow();
        const feature = join(copy, 'src/server/features/brand-voice');
        expect(readFileSync(join(feature, 'brand-voice.composer.ts'), 'utf8')).toContain('throw new Error');
        expect(existsSync(join(feature, 'brand-voice.schema.ts'))).toBe(table !== null);
        const service = readFileSync(join(feature, 'brand-voice.service.ts'), 'utf8');
        if (kind === 'saved') expect(service).toContain('defineSavedResults(');
        else expect(service).not.toContain('defineSavedResults(');
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    },
    240_000,
  );

  it('refuses a kind it does not know, before it writes anything', () => {
    const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
    // An invalid name too: were the kind let through, the name would stop the run before any file is written.
    const args = [tsx, 'scripts/new-tool/index.ts', 'Brand', '--kind', 'report'];
    expect(() => execFileSync(process.execPath, args, { cwd: root, stdio: 'pipe' })).toThrow(
      /--kind is saved or generator/,
    );
  });
});
