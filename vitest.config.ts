import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src/client', import.meta.url)) } },
  test: {
    // Client component tests opt into a DOM with a `// @vitest-environment jsdom` first line.
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/lint/**/*.test.ts',
      'tests/install/**/*.test.ts',
    ],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
