import { z } from 'zod';
import type { TApiScope } from '../shared/api-access';
import type { AiDeps } from './ai/generate';
import type { AppDeps } from './context';
import { ZPageQuery } from './saved-results/saved-results.routes';
import type { SavedResults } from './saved-results/saved-results';

/**
 * What a feature offers to other programs: each operation once, calling the same service the app's
 * own route calls. The public API (`/api/v1`, with its OpenAPI document) and the MCP server are both
 * built from these lists, so neither is a second copy of a feature. See docs/product/api-access.md.
 */
export type OperationKind = 'list' | 'get' | 'generate' | 'update' | 'delete' | 'poll';

export interface OperationInput {
  deps: AppDeps;
  userId: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface ProgramOperation {
  /** camelCase, unique in the app; the MCP tool is its snake_case (`generateMission` → `generate_mission`). */
  operationId: string;
  kind: OperationKind;
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI style, under /api/v1: `/missions/{id}`. */
  path: string;
  /** Groups operations in the reference (the tool's name). */
  tag: string;
  summary: string;
  description?: string;
  /** What an assistant is told instead of `description`, where the REST answer differs (a job it waits on). */
  mcpDescription?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The answer's shape where the feature has a schema for it; otherwise documented as an object. */
  response?: z.ZodType;
  status: 200 | 201 | 202;
  run(input: OperationInput): Promise<unknown>;
  /** Left out of the MCP server (deleting and editing stay with the app and the REST API). */
  mcp?: false;
  /**
   * A generation that runs as a background job (a 30-day plan): the MCP tool starts it with `run`, then
   * asks `poll` until it is done, reporting progress, and answers with the finished result.
   */
  poll?: (input: OperationInput & { started: unknown }) => Promise<JobProgress>;
}

export interface JobProgress {
  done: boolean;
  progress: number;
  total: number;
  /** The failure's message when the job failed. */
  error?: string;
  result?: unknown;
}

/** What each kind of operation needs the token to carry. */
export const SCOPE_OF_KIND: Record<OperationKind, TApiScope> = {
  list: 'read',
  get: 'read',
  poll: 'read',
  generate: 'generate',
  update: 'write',
  delete: 'write',
};

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * List, get and delete of a tool kept with the saved-result kit, plus its generator when it has one:
 * the operations nearly every tool offers, described once.
 */
export function savedResultOperations<R, L>(o: {
  /** `/missions` */
  path: string;
  tag: string;
  /** Singular and plural of one result, for ids and summaries: ['Mission', 'Missions']. */
  names: [string, string];
  /** One result and several, in words: ['mission statement', 'mission statements']. */
  nouns: [string, string];
  results: SavedResults<R, L>;
  id: z.ZodObject;
  generate?: {
    body: z.ZodType;
    summary: string;
    description?: string;
    response?: z.ZodType;
    run: (o: { deps: AiDeps; userId: string; request: never }) => Promise<unknown>;
  };
}): ProgramOperation[] {
  const [one, many] = o.names;
  const [noun, nouns] = o.nouns;
  const idPath = `${o.path}/{id}`;
  const owned = (i: OperationInput) => ({ db: i.deps.db, userId: i.userId, id: i.params.id ?? '' });
  const ops: ProgramOperation[] = [
    {
      operationId: `list${many}`,
      kind: 'list',
      method: 'get',
      path: o.path,
      tag: o.tag,
      summary: `List your ${nouns}, newest first`,
      query: ZPageQuery,
      status: 200,
      run: (i) =>
        o.results.list({ db: i.deps.db, userId: i.userId, ...(i.query as { limit?: number; offset?: number }) }),
    },
    {
      operationId: `get${one}`,
      kind: 'get',
      method: 'get',
      path: idPath,
      tag: o.tag,
      summary: `${capitalised(noun)} by id`,
      params: o.id,
      status: 200,
      run: (i) => o.results.get(owned(i)),
    },
    {
      operationId: `delete${one}`,
      kind: 'delete',
      method: 'delete',
      path: idPath,
      tag: o.tag,
      summary: `Delete ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`,
      params: o.id,
      status: 200,
      response: z.object({ ok: z.literal(true) }),
      mcp: false,
      run: async (i) => {
        await o.results.remove(owned(i));
        return { ok: true };
      },
    },
  ];
  const g = o.generate;
  if (g)
    ops.unshift({
      operationId: `generate${one}`,
      kind: 'generate',
      method: 'post',
      path: o.path,
      tag: o.tag,
      summary: g.summary,
      description: g.description,
      body: g.body,
      response: g.response,
      status: 201,
      run: (i) => g.run({ deps: i.deps, userId: i.userId, request: i.body as never }),
    });
  return ops;
}
