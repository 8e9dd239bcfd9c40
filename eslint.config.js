import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import tseslint from 'typescript-eslint';
import { boundaryConfigs } from './eslint/boundaries.js';
import { featureFileConfigs } from './eslint/feature-files.js';
import { queryKeyConfigs } from './eslint/query-keys.js';
import { recordKeyConfigs } from './eslint/record-keys.js';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'drizzle/', 'coverage/', 'test-results/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { drizzle },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type X } from 'm'` still loads 'm' in the browser (and zod with a shared module).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  // Layer, feature and composition-root boundaries (docs/conventions.md, "Boundaries"), import cycles, React hooks.
  ...boundaryConfigs(import.meta.dirname),
  // Cache keys are made in keys files only (src/client/lib/query-keys.ts says where).
  ...queryKeyConfigs(),
  // A server feature's files are <subject>.<role>.ts with a known role (docs/conventions.md).
  ...featureFileConfigs(),
  // API records answer in snake_case; see eslint/record-keys.js for which schemas count as records.
  ...recordKeyConfigs(),
  // Test doubles implement async interfaces without awaiting anything.
  { files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'], rules: { '@typescript-eslint/require-await': 'off' } },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
