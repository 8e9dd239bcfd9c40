import { z } from 'zod';
import { badRequest } from '../../errors';
import { SCOPE_OF_KIND, type ProgramOperation } from '../../program-api';
import { describeIssue } from '../../validate';
import { hasScope } from './api-tokens.auth';
import {
  type McpContext,
  type McpServer,
  type ToolExtra,
  failureOf,
  runOperation,
  success,
  toolError,
  toolName,
} from './assistant-context.mcp';
import { waitForJob } from './assistant-jobs.mcp';

/**
 * One tool per program operation the MCP server offers (every one not marked `mcp: false`): its name
 * is the operation's in snake_case, its arguments the operation's own zod schema, its answer the
 * operation's result. See docs/product/mcp.md.
 */
export interface ToolSpec {
  name: string;
  op: ProgramOperation;
  title: string;
  description: string;
  /** The arguments as the operation checks them: its body, or its path and query parameters together. */
  input: z.ZodType;
  /**
   * What the SDK is given: any object, described by the operation's JSON Schema. The arguments are
   * checked here, with the operation's schema, so a bad one is told in the app's own sentence
   * (describeIssue) rather than in the SDK's wording.
   */
  listed: z.ZodType;
}

/** The operation's arguments: its body, or its path and query parameters as one object. */
function inputOf(op: ProgramOperation): z.ZodType {
  const parts = [op.params, op.query].filter((p) => p !== undefined);
  if (op.body) {
    if (parts.length > 0) throw new Error(`${op.operationId}: an MCP tool takes a body or parameters, not both`);
    return op.body;
  }
  return z.strictObject(Object.assign({}, ...parts.map((p) => p.shape)) as z.ZodRawShape);
}

/** The parent path's list, for a get's description: `/missions/{id}` → listMissions. */
const listOf = (op: ProgramOperation, all: readonly ProgramOperation[]) =>
  all.find((o) => o.kind === 'list' && o.mcp !== false && `${o.path}/{id}` === op.path);

function toolDescription(op: ProgramOperation, all: readonly ProgramOperation[]): string {
  const lines = [`${op.summary}.`, op.mcpDescription ?? op.description];
  if (op.kind === 'list' && op.query)
    lines.push('Without a limit the whole list comes back; pass limit (1 to 100) and offset for a page.');
  const list = op.kind === 'get' ? listOf(op, all) : undefined;
  if (list) lines.push(`Ids come from ${toolName(list.operationId)}.`);
  return lines.filter(Boolean).join(' ');
}

/** Built once, on the first MCP request: the JSON Schemas are worked out here, not on every tools/list. */
export function toolSpecs(operations: readonly ProgramOperation[]): ToolSpec[] {
  return operations
    .filter((op) => op.mcp !== false && op.kind !== 'poll')
    .map((op) => {
      const input = inputOf(op);
      const { $schema: _dialect, ...schema } = z.toJSONSchema(input, { io: 'input', target: 'draft-7' });
      return {
        name: toolName(op.operationId),
        op,
        title: op.summary,
        description: toolDescription(op, operations),
        input,
        listed: z.looseObject({}).meta(schema),
      };
    });
}

/** The checked arguments split back into what the operation takes. */
function operationInput(op: ProgramOperation, args: Record<string, unknown>) {
  if (op.body) return { body: args };
  const pick = (schema: z.ZodObject | undefined) =>
    schema
      ? Object.fromEntries(
          Object.keys(schema.shape)
            .filter((k) => k in args)
            .map((k) => [k, args[k]]),
        )
      : {};
  return { params: pick(op.params) as Record<string, string>, query: pick(op.query) };
}

/** Registers the tools the token's scopes allow, so tools/list shows exactly what it can do. */
export function registerTools(server: McpServer, ctx: McpContext, specs: readonly ToolSpec[]) {
  for (const spec of specs) {
    const { op } = spec;
    if (!hasScope(ctx.holder, SCOPE_OF_KIND[op.kind])) continue;
    const reads = op.kind === 'list' || op.kind === 'get';
    server.registerTool(
      spec.name,
      {
        title: spec.title,
        description: spec.description,
        inputSchema: spec.listed,
        annotations: reads
          ? { readOnlyHint: true, openWorldHint: false }
          : { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
      },
      async (args: unknown, extra: ToolExtra) => {
        try {
          const parsed = spec.input.safeParse(args ?? {});
          if (!parsed.success) throw badRequest(describeIssue(parsed.error));
          const input = operationInput(op, parsed.data as Record<string, unknown>);
          const result = await runOperation(ctx, op, input);
          return op.poll ? await waitForJob(ctx, op, { ...input, started: result }, extra) : success(result);
        } catch (err) {
          return toolError(failureOf(ctx, err, spec.name, extra.signal));
        }
      },
    );
  }
}
