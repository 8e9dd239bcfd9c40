import type { ToolNames } from './names';

/** What a tool keeps: `saved` results (list, read, delete, on the dashboard) or a `generator` that only answers. */
export type ToolKind = 'saved' | 'generator';
export const TOOL_KINDS: readonly ToolKind[] = ['saved', 'generator'];

const SAVED_TYPE = /\/\*\* A saved result, as the API returns it\. \*\/[\s\S]*?export const Z\w+Id = [^\n]*\n/;

/**
 * A generator-only tool from the saved-result tool's files: the same shared shapes, generator, composer
 * and form, no table, no list, no delete and no dashboard item. The result is answered, not kept.
 */
export function generatorOnly(n: ToolNames, files: Record<string, string>): Record<string, string> {
  const server = `src/server/features/${n.kebab}`;
  const client = `src/client/features/${n.kebab}`;
  const shared = `src/shared/${n.kebab}.ts`;
  const out = { ...files };
  for (const path of [
    `${server}/${n.kebab}.schema.ts`,
    `${client}/api/keys.ts`,
    `${client}/api/get-${n.kebab}-list.ts`,
    `${client}/api/delete-${n.kebab}.ts`,
    `${client}/components/${n.kebab}-card.tsx`,
  ])
    delete out[path];
  out[shared] = (files[shared] ?? '').replace(
    SAVED_TYPE,
    `/** A result as the API answers it; nothing is kept. */
export type T${n.pascal} = T${n.pascal}Output & { offline: boolean };
`,
  );
  out[`${server}/${n.kebab}.service.ts`] =
    `import { ${n.constant}_FAILED, type T${n.pascal}, type T${n.pascal}Input } from '../../../shared/${n.kebab}';
import type { AiDeps } from '../../ai/generate';
import { definePipeline, runPipeline } from '../../ai/pipeline';
import { ${n.camel}Generator } from './${n.kebab}.generator';

// Add \`quota: '<kind>'\` (a kind in QUOTAS, src/shared/limits.ts) to meter it monthly.
const pipeline = definePipeline({
  generator: ${n.camel}Generator,
  failure: ${n.constant}_FAILED,
  save: ({ output, offline }): T${n.pascal} => ({ ...output, offline }),
});

/** Generates a result and answers it; nothing is saved. */
export const generate${n.pascal} = (o: { deps: AiDeps; userId: string; request: T${n.pascal}Input }) =>
  runPipeline(pipeline, o);
`;
  out[`${server}/${n.kebab}.routes.ts`] = `import { Hono } from 'hono';
import { Z${n.pascal}Input } from '../../../shared/${n.kebab}';
import type { AppEnv } from '../../context';
import { ownerRoutes, scopeOf } from '../../saved-results';
import { validate } from '../../validate';
import { generate${n.pascal} } from './${n.kebab}.service';

const routes = ownerRoutes().post('/', validate('json', Z${n.pascal}Input), async (c) =>
  c.json(await generate${n.pascal}({ deps: c.var.deps, userId: scopeOf(c).userId, request: c.req.valid('json') })),
);

export const ${n.camel}Api = new Hono<AppEnv>().route('/${n.kebab}', routes);
`;
  out[`${server}/index.ts`] = `import { defineFeature } from '../../feature';
import { ${n.camel}Generator } from './${n.kebab}.generator';
import { ${n.camel}Api } from './${n.kebab}.routes';

export const ${n.camel}Feature = defineFeature({
  name: '${n.kebab}',
  api: ${n.camel}Api,
  generators: [${n.camel}Generator],
});
`;
  out[`${server}/${n.kebab}.test.ts`] = `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { T${n.pascal} } from '../../../shared/${n.kebab}';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('${n.lower} with the offline composer', () => {
  it('answers a result written from the answers, for a signed-in user only', async () => {
    const u = await t.signedInUser('${n.kebab}@example.com');
    const res = await u.request('/api/${n.kebab}', { json: { topic: 'Meal prep for night-shift nurses' } });
    expect(res.status).toBe(200);
    const result = (await res.json()) as T${n.pascal};
    expect(result.offline).toBe(true);
    expect(result.points.join(' ')).toMatch(/night/i);
    expect((await t.agent().request('/api/${n.kebab}', { json: { topic: 'x' } })).status).toBe(401);
  });

  it('refuses a blank topic with a message naming it', async () => {
    const u = await t.signedInUser('${n.kebab}-blank@example.com');
    const res = await u.request('/api/${n.kebab}', { json: { topic: '   ' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.stringMatching(/Topic/) as unknown });
  });
});
`;
  out[`${client}/api/create-${n.kebab}.ts`] = `import { useMutation } from '@tanstack/react-query';
import type { T${n.pascal}Input } from '../../../../shared/${n.kebab}';
import { api, unwrap } from '@/lib/api-client';

/** POST /api/${n.kebab}: generates a result; nothing is saved, so no list goes stale. */
export const create${n.pascal} = (input: T${n.pascal}Input) => unwrap(api['${n.kebab}'].$post({ json: input }));

export const useCreate${n.pascal} = () => useMutation({ mutationFn: create${n.pascal} });
`;
  out[`${client}/pages/${n.kebab}-page.tsx`] = generatorPage(n);
  // The page keeps the answer, so the form takes the page's mutation instead of making its own.
  const form = `${client}/components/${n.kebab}-form.tsx`;
  out[form] = (files[form] ?? '')
    .replace(`import { useCreate${n.pascal} } from`, `import type { useCreate${n.pascal} } from`)
    .replace(
      `export function ${n.pascal}Form() {`,
      `export function ${n.pascal}Form({ create }: { create: ReturnType<typeof useCreate${n.pascal}> }) {`,
    )
    .replace(`  const create = useCreate${n.pascal}();\n`, '');
  return out;
}

function generatorPage(n: ToolNames) {
  return `import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCreate${n.pascal} } from '../api/create-${n.kebab}';
import { ${n.pascal}Form } from '../components/${n.kebab}-form';

export function ${n.pascal}Page() {
  const create = useCreate${n.pascal}();
  const result = create.data;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <title>${n.title} | Brandforge</title>
      <header className="grid gap-1">
        <h1 className="text-2xl sm:text-3xl">${n.title}</h1>
        <p className="text-muted-foreground">Say what it should work from, and get a result you can use.</p>
      </header>
      <Card>
        <CardContent className="pt-6">
          <${n.pascal}Form create={create} />
        </CardContent>
      </Card>
      {result && (
        <Card className="min-w-0" aria-live="polite">
          <CardHeader>
            <CardTitle className="min-w-0 wrap-anywhere text-lg">
              <h2>{result.title}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <ul className="grid list-disc gap-1 pl-5">
              {result.points.map((point, i) => (
                <li key={i} className="wrap-anywhere">
                  {point}
                </li>
              ))}
            </ul>
            {result.offline && <OfflineComposerBadge />}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
`;
}
