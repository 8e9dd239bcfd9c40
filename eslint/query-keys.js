/**
 * One rule for cache keys (see src/client/lib/query-keys.ts): they are made in a feature's `api/keys.ts`
 * or, when several features read them, in `lib/query-keys.ts`. A key written out as an array anywhere
 * else is how a list and its items drift apart, and a generation stops refreshing what it changed.
 */

/** Where keys are made; tests and their helpers may spell a key out to pin what the code uses. */
export const keyFactoryFiles = ['src/client/lib/query-keys.ts', 'src/client/features/*/api/keys.ts'];
const exempt = [...keyFactoryFiles, '**/*.test.ts', '**/*.test.tsx', '**/testing.ts', '**/testing.tsx'];

/** QueryClient methods whose first argument is a key rather than filters. */
const KEY_FIRST = new Set(['setQueryData', 'getQueryData', 'getQueryState', 'ensureQueryData']);

/** `['x'] as const` and `['x'] satisfies K` are still an array written out. */
function unwrap(node) {
  let out = node;
  while (out && (out.type === 'TSAsExpression' || out.type === 'TSSatisfiesExpression')) out = out.expression;
  return out;
}

const fromFactory = {
  meta: {
    type: 'problem',
    docs: { description: 'Cache keys come from a keys file, never an array written out in place.' },
    messages: {
      inline:
        "Take this key from the feature's api/keys.ts (toolKeys), or from lib/query-keys.ts if several features read it.",
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const value = unwrap(node);
      if (value?.type === 'ArrayExpression') context.report({ node: value, messageId: 'inline' });
    };
    return {
      Property(node) {
        const name = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (!node.computed && name === 'queryKey') check(node.value);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && !callee.computed && KEY_FIRST.has(callee.property.name))
          check(node.arguments[0]);
      },
    };
  },
};

export const queryKeysPlugin = { meta: { name: 'query-keys' }, rules: { 'from-factory': fromFactory } };

/** The flat-config object: client code outside the keys files and tests. */
export function queryKeyConfigs() {
  return [
    {
      name: 'brandforge/query-keys',
      files: ['src/client/**/*.ts', 'src/client/**/*.tsx'],
      ignores: exempt,
      plugins: { 'query-keys': queryKeysPlugin },
      rules: { 'query-keys/from-factory': 'error' },
    },
  ];
}
