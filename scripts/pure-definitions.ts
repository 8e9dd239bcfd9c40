/**
 * Lets the client build drop the definitions a page does not use from the shared modules
 * (src/shared). Those modules hold a feature's constants and labels beside its zod schemas. A page
 * that imports only a label would otherwise ship zod (about 24 kB gzip): the bundler cannot know that
 * `z.object(...)` or a read of `LABELS.name` has no side effects, so it keeps every schema it cannot
 * prove unused.
 *
 * The plugin turns the initialiser of each top-level `const` (or `let`) that calls, constructs or
 * reads a property into a function called at once and marked pure:
 * `const ZX = /* @__PURE__ *\/ (() => z.object({...}))();`. The bundler then removes it whole when
 * nothing reads ZX, and a used constant is built exactly as before, at the same point. Top-level
 * statements of their own and function bodies are left alone, so code that runs for its effect keeps
 * running. See docs/decisions/013-pure-shared-definitions.md.
 */
import { type Plugin, parseAst } from 'vite';

/** Nodes whose insides run later, or not at all, when the constant is built. */
const DEFERRED = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression']);
/** What the bundler may count as a side effect when it builds a constant. */
const EFFECTFUL = new Set(['CallExpression', 'NewExpression', 'MemberExpression', 'TaggedTemplateExpression']);

interface Node {
  type: string;
  start: number;
  end: number;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** What building `node` involves, outside function and class bodies. */
function scan(node: Node, found = { effectful: false, awaits: false }) {
  if (DEFERRED.has(node.type)) return found;
  if (EFFECTFUL.has(node.type)) found.effectful = true;
  // `await` cannot move into a function, so such a constant is left as it is.
  if (node.type === 'AwaitExpression') found.awaits = true;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) scan(child, found);
  }
  return found;
}

/** `code` with each top-level variable's initialiser that may look effectful built by a pure call. */
export function markDefinitionsPure(code: string): string {
  const wraps: Node[] = [];
  for (const statement of parseAst(code, { lang: 'js', sourceType: 'module' }).body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations) {
      if (!init) continue;
      const { effectful, awaits } = scan(init);
      if (effectful && !awaits) wraps.push(init);
    }
  }
  // From the end, so the earlier offsets stay valid; initialisers never overlap.
  let out = code;
  for (const { start, end } of wraps.sort((a, b) => b.start - a.start))
    out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
  return out;
}

const SHARED_MODULE = /\/src\/shared\/[^?]*\.[jt]sx?$/;

/** The client build's plugin: runs after TypeScript is stripped, on the shared modules only. */
export const pureSharedDefinitions = (): Plugin => ({
  name: 'brandforge-pure-shared-definitions',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    if (!SHARED_MODULE.test(id) || /\.test\.[jt]sx?$/.test(id)) return null;
    return { code: markDefinitionsPure(code), map: null };
  },
});
