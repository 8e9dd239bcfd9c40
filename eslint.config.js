import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import tseslint from 'typescript-eslint';

/** Layer boundaries from DESIGN.md: shared imports nothing; server never imports client; client only types from server. */
const boundaries = {
  shared: {
    patterns: [
      { group: ['**/server/**', '**/client/**'], message: 'src/shared imports nothing from server or client.' },
    ],
  },
  server: { patterns: [{ group: ['**/client/**'], message: 'The server never imports client code.' }] },
  client: {
    patterns: [
      {
        group: ['**/server/**', '!**/server/app'],
        message: 'The client imports only `import type { AppType }` from the server app.',
      },
    ],
  },
};

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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  { files: ['src/shared/**'], rules: { 'no-restricted-imports': ['error', boundaries.shared] } },
  { files: ['src/server/**'], rules: { 'no-restricted-imports': ['error', boundaries.server] } },
  { files: ['src/client/**'], rules: { 'no-restricted-imports': ['error', boundaries.client] } },
  // Test doubles implement async interfaces without awaiting anything.
  { files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'], rules: { '@typescript-eslint/require-await': 'off' } },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
