import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Import boundaries from docs/conventions.md ("Boundaries"). Everything is built from a root folder so the
 * lint tests can apply the very same rules to a throwaway fixture tree.
 */

/**
 * Files allowed to know every feature: they wire features into the app. Files directly in
 * `src/server/features/` (the manifest) belong to no feature, so no zone targets them either.
 */
export const compositionRoots = {
  // The schema index gathers every table, a feature's own schema file included, for Drizzle.
  server: ['app.ts', 'runtime.ts', 'db/schema/index.ts'],
  // `import()` of feature pages from the tool manifest keeps them in lazy chunks.
  client: ['app', 'config/tools.ts'],
};

/**
 * The design system and the client's helpers, which every feature uses: they import neither a feature
 * nor the composition root, tests included, so using one never pulls the app or another feature in.
 */
export const clientFoundations = ['components', 'lib'];

/** shared imports nothing; server never imports client; client only types from the server app. */
export const layerRestrictions = {
  shared: {
    patterns: [
      { group: ['**/server/**', '**/client/**'], message: 'src/shared imports nothing from server or client.' },
    ],
  },
  // By path, not by any `client` folder: a package's own client (the MCP SDK's, used by tests and benchmarks) is not ours.
  server: {
    patterns: [{ regex: '^(\\.\\.?/)+(.+/)?client/|^@/', message: 'The server never imports client code.' }],
  },
  client: {
    patterns: [
      {
        group: ['**/server/**', '!**/server/app'],
        message: 'The client imports only `import type { AppType }` from the server app.',
      },
    ],
  },
};

const posix = (p) => p.split(path.sep).join('/');

function subfolders(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** A server feature's table files (`<subject>.schema.ts`), as paths relative to its folder. */
function schemaFiles(root, feature) {
  const dir = path.join(root, 'src', 'server', 'features', feature);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.schema.ts'))
    .map((f) => `./${f}`);
}

/** Read at config load so a new feature folder is covered without touching the config. */
export function featureNames(root, layer) {
  return subfolders(path.join(root, 'src', layer, 'features'));
}

/**
 * Everything in a layer outside `features/` and the composition roots. Folders holding a root are
 * opened one level further, so `config/paths.ts` stays infrastructure while `config/tools.ts` is not.
 */
export function infrastructurePaths(root, layer) {
  const layerDir = path.join(root, 'src', layer);
  const roots = compositionRoots[layer].map((r) => path.join(layerDir, r));
  const isRoot = (p) => roots.includes(p);
  const holdsRoot = (p) => roots.some((r) => r.startsWith(p + path.sep));
  const walk = (dir) =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          if (isRoot(full)) return [];
          if (entry.isDirectory() && holdsRoot(full)) return walk(full);
          return [full];
        })
      : [];
  return walk(layerDir)
    .filter((p) => p !== path.join(layerDir, 'features'))
    .map((p) => posix(path.relative(root, p)))
    .sort();
}

/**
 * Zones judge the resolved file, not the specifier text, so `@/features/x`, `../../x`,
 * `export ... from` and `import()` are all caught alike. Tests get no pass: a helper two features'
 * tests share belongs with the shared test helpers, not in one feature's `testing.ts`.
 */
export function boundaryZones(root, { tests = false } = {}) {
  const zones = [];
  for (const layer of ['server', 'client']) {
    const features = featureNames(root, layer);
    const lib = layer === 'client' ? 'src/shared or src/client/lib' : 'src/shared or server infrastructure';
    // A feature's index.ts is its public face (the manifest entry and the services others may call);
    // everything else in its folder is internal to it. On the client, a feature may also split that
    // face into narrower entries under public/ (decision 006): a page downloads every module its
    // imports reach, so one index for a button, a switch and a card gave each page all three.
    for (const feature of features) {
      for (const other of features.filter((f) => f !== feature)) {
        zones.push({
          target: `src/${layer}/features/${feature}`,
          from: `src/${layer}/features/${other}`,
          // A table may reference another feature's table: a foreign key is a fact of the one database,
          // and the schema file holds nothing but the table.
          except: layer === 'client' ? ['./index.ts', './public'] : ['./index.ts', ...schemaFiles(root, other)],
          message: `Features never import each other's internals; use "${other}"'s index.ts${layer === 'client' ? ' or public/' : ''}, or move what "${feature}" needs to ${lib}.`,
        });
      }
    }
    const foundations = layer === 'client' ? clientFoundations.map((f) => `src/client/${f}`) : [];
    if (foundations.length > 0) {
      zones.push({
        target: foundations,
        from: ['src/client/app', 'src/client/features'],
        message:
          'src/client/components and src/client/lib import neither app/ nor a feature; move what they need into components/ or lib/.',
      });
    }
    const infrastructure = infrastructurePaths(root, layer).filter((p) => !foundations.includes(p));
    // A test of infrastructure may drive it with a real feature; production code may not depend on one.
    if (infrastructure.length > 0 && !tests) {
      zones.push({
        target: infrastructure,
        from: `src/${layer}/features`,
        message: `Only composition roots (${compositionRoots[layer].join(', ')}) import features; infrastructure must not depend on them.`,
      });
    }
  }
  return zones;
}

export const sourceFiles = ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'];
export const clientFiles = ['src/client/**/*.ts', 'src/client/**/*.tsx'];
export const testFiles = ['**/*.test.ts', '**/*.test.tsx'];

/**
 * Flat-config objects for every import boundary plus the React hooks rules. They carry no parser,
 * so they stack on top of either the type-aware config or a plain one.
 */
export function boundaryConfigs(root) {
  return [
    {
      name: 'brandforge/import-graph',
      files: sourceFiles,
      plugins: { 'import-x': importX },
      settings: {
        // Without these, modules other than .js are never parsed and no cycle through them is seen.
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
        'import-x/resolver-next': [
          createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json'), alwaysTryTypes: true }),
        ],
      },
      rules: {
        // External packages cannot import our modules back, so walking them only costs time.
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root) }],
      },
    },
    {
      name: 'brandforge/import-graph-tests',
      files: testFiles,
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root, { tests: true }) }],
      },
    },
    { files: ['src/shared/**'], rules: { 'no-restricted-imports': ['error', layerRestrictions.shared] } },
    { files: ['src/server/**'], rules: { 'no-restricted-imports': ['error', layerRestrictions.server] } },
    { files: ['src/client/**'], rules: { 'no-restricted-imports': ['error', layerRestrictions.client] } },
    {
      name: 'brandforge/react-hooks',
      files: clientFiles,
      plugins: { 'react-hooks': reactHooks },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
      },
    },
  ];
}
