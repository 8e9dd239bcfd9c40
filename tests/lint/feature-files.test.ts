import os from 'node:os';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { featureFileConfigs } from '../../eslint/feature-files.js';

let eslint: ESLint;

beforeAll(() => {
  // The rule reads only the file's name, so no file needs to exist.
  const parser: Linter.Config = { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } };
  eslint = new ESLint({
    cwd: os.tmpdir(),
    overrideConfigFile: true,
    overrideConfig: [parser, ...featureFileConfigs()],
  });
});

async function messages(file: string) {
  const [result] = await eslint.lintText('export {};\n', { filePath: path.join(os.tmpdir(), file) });
  return result!.messages.map((m) => m.ruleId);
}

describe('server feature file names', () => {
  it.each([
    'offer-engineering.routes.ts',
    'offer-engineering.service.ts',
    'offer.composer.ts',
    'plan-jobs.service.ts',
    'content-plan.job.ts',
    'offer.scorecard.test.ts',
    'competitor-analysis.model.test.ts',
    'index.ts',
    'testing.ts',
  ])('accepts %s', async (name) => {
    expect(await messages(`src/server/features/offer-engineering/${name}`)).toEqual([]);
  });

  it.each(['offer-paths.ts', 'offer.helpers.ts', 'Offer.service.ts', 'offer_engineering.routes.ts', 'service.ts'])(
    'refuses %s',
    async (name) => {
      expect(await messages(`src/server/features/offer-engineering/${name}`)).toEqual(['feature-files/role']);
    },
  );

  it('leaves files outside a feature folder alone', async () => {
    expect(await messages('src/server/features/index.ts')).toEqual([]);
    expect(await messages('src/server/saved-results/saved-results.ts')).toEqual([]);
  });
});
