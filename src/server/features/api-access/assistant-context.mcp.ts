import type * as McpModule from '@modelcontextprotocol/sdk/server/mcp.js';
import type * as HttpModule from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolResult, ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import { API_TOKEN_MESSAGES } from '../../../shared/api-access';
import type { AppDeps } from '../../context';
import { AppError, forbidden } from '../../errors';
import { SCOPE_OF_KIND, type ProgramOperation } from '../../program-api';
import { hasScope } from './api-tokens.auth';
import type { TokenHolder } from './api-tokens.service';

/**
 * What the MCP server's tools, resources and prompts share: the SDK (loaded on the first /mcp request,
 * so the server starts without it), the request's member and token, and how an operation is run and
 * its failure told. See docs/product/mcp.md.
 */
export interface Sdk {
  mcp: typeof McpModule;
  http: typeof HttpModule;
}

let sdk: Promise<Sdk> | undefined;

export const loadSdk = (): Promise<Sdk> =>
  (sdk ??= Promise.all([
    import('@modelcontextprotocol/sdk/server/mcp.js'),
    import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
  ]).then(([mcp, http]) => ({ mcp, http })));

export type McpServer = McpModule.McpServer;
/** What a tool's handler is given besides its arguments: the abort signal, progress token, notifications. */
export type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

export interface McpOptions {
  /** How often a generation that runs as a job is asked how far it got. */
  pollMs?: number;
  /** How long a tool waits for such a job before answering that it is still running. */
  maxWaitMs?: number;
}

/** One MCP request: a server is built for it alone, for the member its token acts for. */
export interface McpContext {
  sdk: Sdk;
  deps: AppDeps;
  holder: TokenHolder;
  operations: readonly ProgramOperation[];
  pollMs: number;
  maxWaitMs: number;
}

/** `generateMission` → `generate_mission`. */
export const toolName = (operationId: string) => operationId.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const findOperation = (ctx: McpContext, operationId: string) =>
  ctx.operations.find((op) => op.operationId === operationId && op.mcp !== false);

/** The operation's own scope is checked again here, whatever was registered: a tool never outruns its token. */
export function runOperation(
  ctx: McpContext,
  op: ProgramOperation,
  input: { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown },
): Promise<unknown> {
  const scope = SCOPE_OF_KIND[op.kind];
  if (!hasScope(ctx.holder, scope)) throw forbidden(API_TOKEN_MESSAGES.scope(scope));
  return op.run({
    deps: ctx.deps,
    userId: ctx.holder.user.id,
    params: input.params ?? {},
    query: input.query ?? {},
    body: input.body,
  });
}

export const GENERIC_FAILURE = 'Something went wrong on our side. Please try again in a moment.';

/**
 * What a person is told when an operation fails: an AppError's own sentence (the spec's wording, a
 * monthly limit's message included), anything else a generic sentence, with the error logged.
 */
export function failureOf(ctx: McpContext, err: unknown, what: string, signal?: AbortSignal): AppError {
  if (err instanceof AppError) return err;
  // A client that went away has nobody left to tell; its abort is not a fault of ours.
  if (!signal?.aborted) ctx.deps.logger.error({ err, mcp: what, userId: ctx.holder.user.id }, 'mcp request failed');
  return new AppError(500, GENERIC_FAILURE, 'INTERNAL');
}

/** JSON-RPC error codes: MCP's for a resource that does not exist, and JSON-RPC's own. */
const RPC = { notFound: -32002, invalidParams: -32602, internal: -32603 } as const;

/**
 * An AppError as the JSON-RPC error of a resource read or a prompt. Not the SDK's McpError, whose
 * message starts with "MCP error -32602:", which the client would then put in front a second time.
 */
export function protocolError(err: AppError): Error & { code: number } {
  const code = err.status === 404 ? RPC.notFound : err.status >= 500 ? RPC.internal : RPC.invalidParams;
  return Object.assign(new Error(err.message), { code });
}

/** An object for structuredContent, which MCP requires to be one: a list is `{ items }`. */
const structured = (result: unknown): Record<string, unknown> =>
  Array.isArray(result)
    ? { items: result }
    : result && typeof result === 'object'
      ? (result as Record<string, unknown>)
      : { result };

export const success = (result: unknown): CallToolResult => {
  const content = structured(result);
  return { structuredContent: content, content: [{ type: 'text', text: JSON.stringify(content) }] };
};

/** A tool's failure as MCP tells it: isError with the sentence, plus the same `{ error, code }` as the REST API. */
export function toolError(err: AppError): CallToolResult {
  const { detail, retryAfterSeconds } = err.extra;
  return {
    isError: true,
    content: [{ type: 'text', text: err.message }, ...(detail ? [{ type: 'text' as const, text: detail }] : [])],
    structuredContent: {
      error: err.message,
      ...(err.code ? { code: err.code } : {}),
      ...(detail ? { detail } : {}),
      ...(retryAfterSeconds !== undefined ? { retry_after_seconds: retryAfterSeconds } : {}),
    },
  };
}
