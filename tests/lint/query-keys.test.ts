import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryKeyConfigs } from '../../eslint/query-keys.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rule = 'query-keys/from-factory';

let eslint: ESLint;

beforeAll(() => {
  // The rule reads only the file's own text, so no file needs to exist: a fixed root with no config will do.
  const parser: Linter.Config = {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
  };
  eslint = new ESLint({ cwd: os.tmpdir(), overrideConfigFile: true, overrideConfig: [parser, ...queryKeyConfigs()] });
});

async function ruleIds(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(os.tmpdir(), file) });
  return result!.messages.map((m) => ({ ruleId: m.ruleId, severity: m.severity }));
}

const API = 'src/client/features/mission/api/get-missions.ts';

describe('cache keys come from a keys file', () => {
  it.each([
    ['a queryKey written out', "export const o = { queryKey: ['missions'], queryFn: () => [] };"],
    ['one spread from a factory', "export const o = { queryKey: [...keys.all, 'learning'] };"],
    ["one marked 'as const'", "export const o = { queryKey: ['missions'] as const };"],
    ['a key handed to setQueryData', "queryClient.setQueryData(['missions'], []);"],
    ['a key handed to getQueryData', "export const d = queryClient.getQueryData(['plan-jobs', 'active']);"],
  ])('flags %s in feature code', async (_, code) => {
    expect(await ruleIds(API, code)).toEqual([{ ruleId: rule, severity: 2 }]);
  });

  it('flags it in infrastructure and in components too', async () => {
    const code = "export const o = { queryKey: ['admin-access'] };";
    expect(await ruleIds('src/client/lib/admin-access-query.ts', code)).toEqual([{ ruleId: rule, severity: 2 }]);
    expect(await ruleIds('src/client/components/layout/admin-entry.tsx', code)).toEqual([
      { ruleId: rule, severity: 2 },
    ]);
  });

  it('lets code use a key from a factory, and filters that name one', async () => {
    const code = [
      'export const o = { queryKey: missionKeys.all, queryFn: () => [] };',
      'export const p = { queryKey: contentPlanKeys.detail(id) };',
      'queryClient.setQueryData(planJobKeys.detail(job.id), job);',
      'void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard, exact: true });',
      "export const list = ['not', 'a', 'key'];",
    ].join('\n');
    expect(await ruleIds(API, code)).toEqual([]);
  });

  it.each([
    'src/client/lib/query-keys.ts',
    'src/client/features/admin/api/keys.ts',
    'src/client/components/layout/app-sidebar.test.tsx',
    'src/client/components/layout/testing.tsx',
    'src/server/features/mission/mission.service.ts',
  ])('leaves %s alone: keys are made there, pinned by a test, or not client code', async (file) => {
    expect(await ruleIds(file, "export const o = { queryKey: ['admin', 'learning'] as const };")).toEqual([]);
  });
});

describe('eslint.config.js', () => {
  it('applies the rule to client code and not to keys files', async () => {
    const real = new ESLint({ cwd: repoRoot });
    const config = async (file: string) =>
      ((await real.calculateConfigForFile(path.join(repoRoot, file))) as Linter.Config).rules?.[rule];
    expect(await config('src/client/features/mission/api/create-mission.ts')).toEqual([2]);
    expect(await config('src/client/lib/missions-query.ts')).toEqual([2]);
    expect(await config('src/client/features/mission/api/keys.ts')).toBeUndefined();
    expect(await config('src/client/lib/query-keys.ts')).toBeUndefined();
  });
});
