import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { recordKeyConfigs } from '../../eslint/record-keys.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RULE = 'brandforge/snake-case-record-keys';

// The rule reads syntax only, so the fixtures need no type information and no files on disk.
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } } satisfies Linter.Config,
    ...recordKeyConfigs(),
  ],
});

async function lint(code: string, file = 'src/shared/thing.ts') {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.map((m) => ({ ruleId: m.ruleId, message: m.message }));
}

describe('snake_case keys in API records', () => {
  it('flags a camelCase key of an exported record interface, and names the snake_case key', async () => {
    const messages = await lint('export interface TThingRecord {\n  id: string;\n  businessName: string;\n}\n');
    expect(messages).toEqual([
      {
        ruleId: RULE,
        message: "API records are snake_case: 'businessName' in TThingRecord should be 'business_name'.",
      },
    ]);
  });

  it('flags camelCase keys of a zod record schema, nested z.object() calls included', async () => {
    const code = [
      "import { z } from 'zod';",
      'export const ZThingRecord = z.object({',
      '  id: z.string(),',
      "  'createdAt': z.string(),",
      '  owner: z.strictObject({ displayName: z.string() }),',
      '});',
      '',
    ].join('\n');
    expect((await lint(code)).map((m) => m.message)).toEqual([
      "API records are snake_case: 'createdAt' in ZThingRecord should be 'created_at'.",
      "API records are snake_case: 'displayName' in ZThingRecord should be 'display_name'.",
    ]);
  });

  it('flags an inline object type inside a record type alias', async () => {
    const code = 'export type TThingRecord = { id: string; owner: { userId: string }[] };\n';
    expect(await lint(code)).toEqual([expect.objectContaining({ ruleId: RULE })]);
  });

  it('accepts snake_case records, camelCase request bodies, and types a record only names', async () => {
    const code = [
      "import { z } from 'zod';",
      'export const ZThingInput = z.object({ businessName: z.string() });',
      'export type TThingInput = { businessName: string };',
      'export interface TThingRecord {',
      '  id: string;',
      '  business_name: string;',
      '  created_at: string;',
      "  answers: TThingInput['businessName'];",
      '  draft: TThingInput;',
      '}',
      'interface LocalRecord { notExported: boolean }',
      'export const counts: Record<string, number> = { someKey: 1 };',
      '',
    ].join('\n');
    expect(await lint(code)).toEqual([]);
  });

  it('applies to src/shared only', async () => {
    expect(await lint('export interface TThingRecord { businessName: string }\n', 'src/client/lib/thing.ts')).toEqual(
      [],
    );
  });
});

describe('eslint.config.js', () => {
  it('turns the rule on for the shared schemas, and the repository passes it', async () => {
    const real = new ESLint({ cwd: repoRoot });
    const config = (await real.calculateConfigForFile(
      path.join(repoRoot, 'src/shared/offer-engineering.ts'),
    )) as Linter.Config;
    expect(config.rules?.[RULE]).toEqual([2]);

    const shared = new ESLint({
      cwd: repoRoot,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } } satisfies Linter.Config,
        ...recordKeyConfigs(),
      ],
    });
    const results = await shared.lintFiles(['src/shared/**/*.ts']);
    expect(
      results.flatMap((r) => r.messages.map((m) => `${path.relative(repoRoot, r.filePath)}: ${m.message}`)),
    ).toEqual([]);
  });
});
