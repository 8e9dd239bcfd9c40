import type { ToolNames } from './names';

/** The files a new tool gets in src/shared and src/server/features/<name>, keyed by path. */
export function serverFiles(n: ToolNames): Record<string, string> {
  const dir = `src/server/features/${n.kebab}`;
  return {
    [`src/shared/${n.kebab}.ts`]: `import { z } from 'zod';
import { zOut, zOutList, zText } from './ai';

/** What the user gives ${n.title}. Replace the fields with the tool's own questions, labels in spec wording. */
export const Z${n.pascal}Input = z.strictObject({
  topic: zText('Topic', 500),
});
export type T${n.pascal}Input = z.infer<typeof Z${n.pascal}Input>;

/** What the generator returns; the limits hold for model answers and offline compositions alike. */
export const Z${n.pascal}Output = z.object({
  title: zOut(120),
  points: zOutList(zOut(300), 3, 7),
});
export type T${n.pascal}Output = z.infer<typeof Z${n.pascal}Output>;

/** A saved result, as the API returns it. */
export interface T${n.pascal} {
  id: string;
  input: T${n.pascal}Input;
  result: T${n.pascal}Output;
  offline: boolean;
  created_at: string;
}

export const Z${n.pascal}Id = z.object({ id: z.uuid({ error: 'That ${n.lower} does not exist.' }) });

export const ${n.constant}_FAILED = 'Failed to generate ${n.lower}. Please try again.';
`,
    [`${dir}/${n.kebab}.schema.ts`]: `import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { T${n.pascal}Input, T${n.pascal}Output } from '../../../shared/${n.kebab}';
import { user } from '../../db/schema/auth';

/** One row per generation; \`npm run db:generate\` writes its migration. */
export const ${n.camel}Results = pgTable(
  '${n.snake}_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    input: jsonb('input').$type<T${n.pascal}Input>().notNull(),
    result: jsonb('result').$type<T${n.pascal}Output>().notNull(),
    offline: boolean('offline').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('${n.snake}_results_user_created_idx').on(t.userId, t.createdAt)],
);
`,
    [`${dir}/${n.kebab}.composer.ts`]: `import type { T${n.pascal}Input, T${n.pascal}Output } from '../../../shared/${n.kebab}';

/**
 * The offline composer: what every user without an AI provider sees first, so it must read like a careful
 * copywriter wrote it from their own answers (see docs/adding-a-tool.md). Until it is written, offline
 * generations fail and so do this tool's tests.
 */
export function compose${n.pascal}(_input: T${n.pascal}Input): T${n.pascal}Output {
  throw new Error('${n.kebab}: the offline composer is not written yet');
}
`,
    [`${dir}/${n.kebab}.generator.ts`]: `import { Z${n.pascal}Input, Z${n.pascal}Output } from '../../../shared/${n.kebab}';
import { defineGenerator } from '../../ai/generator';
import { VOICE } from '../../ai/prompts';
import { compose${n.pascal} } from './${n.kebab}.composer';

export const ${n.camel}Generator = defineGenerator({
  name: '${n.kebab}',
  description: '${n.title}: a title and three to seven points written for the user',
  input: Z${n.pascal}Input,
  output: Z${n.pascal}Output,
  sample: { topic: 'Meal prep for night-shift nurses' },
  prompt: (input) => ({
    system: \`You are a personal-branding strategist for creators, coaches and small businesses. \${VOICE}\`,
    user: ['Write a title and three to seven points about the topic below.', '', \`Topic: \${input.topic}\`].join('\\n'),
  }),
  compose: compose${n.pascal},
});
`,
    [`${dir}/${n.kebab}.service.ts`]: `import { sql } from 'drizzle-orm';
import { ${n.constant}_FAILED, type T${n.pascal}, type T${n.pascal}Input } from '../../../shared/${n.kebab}';
import type { AiDeps } from '../../ai/generate';
import { definePipeline, runPipeline } from '../../ai/pipeline';
import { defineSavedResults } from '../../saved-results';
import { ${n.camel}Generator } from './${n.kebab}.generator';
import { ${n.camel}Results as t } from './${n.kebab}.schema';

const toResult = (r: typeof t.$inferSelect): T${n.pascal} => ({
  id: r.id,
  input: r.input,
  result: r.result,
  offline: r.offline,
  created_at: r.createdAt.toISOString(),
});

// Add \`quota: '<kind>'\` (a kind in QUOTAS, src/shared/limits.ts) to meter it monthly.
const pipeline = definePipeline({
  generator: ${n.camel}Generator,
  failure: ${n.constant}_FAILED,
  async save({ tx, userId, input, output, offline }) {
    const [row] = await tx.insert(t).values({ userId, input, result: output, offline }).returning();
    if (!row) throw new Error('the ${n.lower} was not saved');
    return toResult(row);
  },
});

export const generate${n.pascal} = (o: { deps: AiDeps; userId: string; request: T${n.pascal}Input }) =>
  runPipeline(pipeline, o);

/** The user's results, newest first: list, get and delete, each scoped to the user. */
export const saved${n.pascal} = defineSavedResults({
  name: '${n.snake}',
  table: t,
  at: t.createdAt,
  notFound: 'That ${n.lower} does not exist.',
  toRecord: toResult,
});

/** The user's newest results, for the dashboard's recent activity (one subquery of its single statement). */
export const ${n.camel}Activity = saved${n.pascal}.activity({ title: sql\`\${t.result}->>'title'\` }, (r) => ({
  id: \`${n.kebab}:\${r.id}\`,
  kind: '${n.kebab}',
  title: \`${n.title}: \${r.title ?? ''}\`,
  href: '/${n.kebab}',
}));
`,
    [`${dir}/${n.kebab}.routes.ts`]: `import { Hono } from 'hono';
import { Z${n.pascal}Id, Z${n.pascal}Input } from '../../../shared/${n.kebab}';
import type { AppEnv } from '../../context';
import { ownerRoutes, scopeOf, withSavedResultRoutes } from '../../saved-results';
import { validate } from '../../validate';
import { generate${n.pascal}, saved${n.pascal} } from './${n.kebab}.service';

// The tool's own routes first; the kit adds GET /, GET /:id and DELETE /:id after them.
const routes = withSavedResultRoutes(
  ownerRoutes().post('/', validate('json', Z${n.pascal}Input), async (c) =>
    c.json(await generate${n.pascal}({ deps: c.var.deps, userId: scopeOf(c).userId, request: c.req.valid('json') }), 201),
  ),
  saved${n.pascal},
  Z${n.pascal}Id,
);

export const ${n.camel}Api = new Hono<AppEnv>().route('/${n.kebab}', routes);
`,
    [`${dir}/index.ts`]: `import { defineFeature } from '../../feature';
import { ${n.camel}Generator } from './${n.kebab}.generator';
import { ${n.camel}Api } from './${n.kebab}.routes';
import { ${n.camel}Activity } from './${n.kebab}.service';

export const ${n.camel}Feature = defineFeature({
  name: '${n.kebab}',
  api: ${n.camel}Api,
  generators: [${n.camel}Generator],
  dashboard: { id: '${n.kebab}', activity: ${n.camel}Activity },
});
`,
    [`${dir}/${n.kebab}.test.ts`]: `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { T${n.pascal} } from '../../../shared/${n.kebab}';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectOwnerOnlyResults } from '../../test/saved-results';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('${n.lower} with the offline composer', () => {
  it('generates, saves, lists newest first, reads and deletes, only for the owner', async () => {
    const u = await t.signedInUser('${n.kebab}@example.com');
    const other = await t.signedInUser('${n.kebab}-other@example.com');
    const res = await u.request('/api/${n.kebab}', { json: { topic: 'Meal prep for night-shift nurses' } });
    expect(res.status).toBe(201);
    const first = (await res.json()) as T${n.pascal};
    expect(first.offline).toBe(true);
    expect(first.result.points.join(' ')).toMatch(/night/i);
    const second = (await (await u.request('/api/${n.kebab}', { json: { topic: 'Bookkeeping for bakeries' } })).json()) as T${n.pascal};
    await expectOwnerOnlyResults({
      t,
      url: '/api/${n.kebab}',
      owner: u,
      other,
      newer: second,
      older: first,
      notFound: 'That ${n.lower} does not exist.',
    });
  });

  it('refuses a blank topic with a message naming it, and saves nothing', async () => {
    const u = await t.signedInUser('${n.kebab}-blank@example.com');
    const res = await u.request('/api/${n.kebab}', { json: { topic: '   ' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.stringMatching(/Topic/) as unknown });
    expect(await (await u.request('/api/${n.kebab}')).json()).toEqual([]);
  });
});
`,
  };
}
