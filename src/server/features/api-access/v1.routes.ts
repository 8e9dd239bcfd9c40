import { Hono, type MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { describeRoute, generateSpecs, resolver, validator } from 'hono-openapi';
import { z } from 'zod';
import type { TApiScope } from '../../../shared/api-access';
import { badRequest } from '../../errors';
import { SCOPE_OF_KIND, type ProgramOperation } from '../../program-api';
import { describeIssue } from '../../validate';
import { type ApiEnv, assertScope, requireToken } from './api-tokens.auth';

const ZError = z
  .object({
    error: z.string().meta({ description: 'A sentence saying what went wrong, to show to a person.' }),
    code: z.string().optional(),
  })
  .meta({ id: 'Error' });

const ERRORS = {
  400: 'The request is not valid; `error` says which field and why.',
  401: 'No token, or a token that is unknown, expired or revoked.',
  403: 'The token does not carry the scope this operation needs.',
  404: 'Nothing of yours has that id.',
  429: 'A limit was reached: the token’s requests per minute, the hourly AI limit or a monthly limit. See Retry-After.',
} as const;

const errorResponses = Object.fromEntries(
  Object.entries(ERRORS).map(([status, description]) => [
    status,
    { description, content: { 'application/json': { schema: resolver(ZError) } } },
  ]),
);

/** The security scheme's name in the document. */
export const BEARER = 'accessToken';

const requireScope = (scope: TApiScope) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    assertScope(c.var.token, scope);
    await next();
  });

/** The app's validation, answering with the same sentence as its own routes (see validate.ts). */
const check = (target: 'param' | 'query' | 'json', schema: z.ZodType): MiddlewareHandler<ApiEnv> =>
  validator(target, schema, (result) => {
    if (!result.success) throw badRequest(describeIssue({ issues: result.error as never }));
  }) as unknown as MiddlewareHandler<ApiEnv>;

/** `/missions/{id}` as Hono writes it: `/missions/:id`. */
const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function describe(op: ProgramOperation, scope: TApiScope) {
  const answer = op.response ?? (op.kind === 'list' ? z.array(z.looseObject({})) : z.looseObject({}));
  return describeRoute({
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: [op.description, `Needs the \`${scope}\` scope.`].filter(Boolean).join(' '),
    security: [{ [BEARER]: [scope] }],
    responses: {
      [op.status]: { description: 'Done.', content: { 'application/json': { schema: resolver(answer) } } },
      ...errorResponses,
    },
  });
}

/**
 * The public API: every feature's program operations under /api/v1, behind a personal access token
 * and the scope each needs, validated by the same zod schemas (and answered with the same messages) as
 * the app's routes. The OpenAPI document is generated from these very routes.
 */
export function createV1Api(operations: readonly ProgramOperation[]) {
  const v1 = new Hono<ApiEnv>();
  for (const op of operations) {
    const scope = SCOPE_OF_KIND[op.kind];
    const checks = [
      ...(op.params ? [check('param', op.params)] : []),
      ...(op.query ? [check('query', op.query)] : []),
      ...(op.body ? [check('json', op.body)] : []),
    ];
    v1.on(
      op.method.toUpperCase(),
      honoPath(op.path),
      describe(op, scope),
      requireToken,
      requireScope(scope),
      ...checks,
      async (c) => {
        // The operations are described at run time, so their checked inputs are read through one loose view.
        const valid = (c.req.valid as (target: string) => unknown).bind(c.req);
        const result = await op.run({
          deps: c.var.deps,
          userId: c.var.user.id,
          params: (op.params ? valid('param') : {}) as Record<string, string>,
          query: (op.query ? valid('query') : {}) as Record<string, unknown>,
          body: op.body ? valid('json') : undefined,
        });
        return c.json(result as object, op.status);
      },
    );
  }
  return v1;
}

/** The OpenAPI 3.1 document of the public API, generated from its routes and their zod schemas. */
export function openApiDocument(v1: Hono<ApiEnv>, appUrl: string) {
  return generateSpecs(v1, {
    defaultValidationErrorResponse: false,
    documentation: {
      openapi: '3.1.0',
      info: {
        title: 'Brandforge API',
        version: '1',
        description:
          'Your brand profile and saved results, and every generator, for scripts, automation and assistants. ' +
          'Authenticate with a personal access token: `Authorization: Bearer bf_…`. Generations use your monthly ' +
          'limits and the hourly AI limit exactly as the app does. Send an `Idempotency-Key` header with a ' +
          'generation to make a retry return the first result instead of generating (and charging) again.',
      },
      servers: [{ url: `${appUrl.replace(/\/$/, '')}/api/v1` }],
      components: {
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal access token ("bf_…") made on the Profile screen, under API access.',
          },
        },
      },
    },
  });
}
