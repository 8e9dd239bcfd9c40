import { Hono } from 'hono';
import { MCP_PATH } from '../../../shared/api-access';
import type { ProgramOperation } from '../../program-api';
import { crossSiteGuard, textGuard } from '../../request-guards';
import { requestScopeWith } from '../../request-scope';
import { type ApiEnv, requireToken } from './api-tokens.auth';
import { type McpContext, type McpOptions, type Sdk, loadSdk } from './assistant-context.mcp';
import { registerPrompts } from './assistant-prompts.mcp';
import { type ResultKind, registerResources, resultKinds } from './assistant-resources.mcp';
import { type ToolSpec, registerTools, toolSpecs } from './assistant-tools.mcp';

/**
 * The MCP server at /mcp: Streamable HTTP, stateless, one server and transport per request, for the
 * member whose personal access token the request carries. Its tools, resources and prompts are built
 * from the features' program operations, the same ones /api/v1 is, so both call the same services,
 * quotas and checks as the app. See docs/product/mcp.md.
 */
const INSTRUCTIONS =
  'Brandforge is where this member builds their personal brand: a brand profile (read it as the ' +
  'brandforge://brand-profile resource) and saved results (mission statements, niche discoveries, 30-day ' +
  'content plans, competitor and pain point analyses, lead magnets and offers), with generators that make ' +
  'new ones. Every generator uses the member’s monthly limits and hourly AI limit exactly as the app does, ' +
  'so call one only when the member asks for a new result; list and get tools read what is already saved.';

/** Stateless servers have no event stream to open (GET) nor session to end (DELETE). */
const METHOD_NOT_ALLOWED = { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null };

interface Built {
  sdk: Sdk;
  tools: ToolSpec[];
  kinds: ResultKind[];
}

export function mcpApi(operations: readonly ProgramOperation[], options: McpOptions = {}) {
  const offered = operations.filter((op) => op.mcp !== false);
  // The SDK and the tools' JSON Schemas wait for the first MCP request: most servers never get one.
  let built: Promise<Built> | undefined;
  const build = () =>
    (built ??= loadSdk()
      .then((sdk) => ({ sdk, tools: toolSpecs(offered), kinds: resultKinds(offered) }))
      .catch((err: unknown) => {
        built = undefined; // the next request tries again
        throw err;
      }));

  return (
    new Hono<ApiEnv>()
      // Another site's page must not drive a member's assistant connection (DNS rebinding included);
      // desktop clients send no Origin and pass.
      .use(MCP_PATH, crossSiteGuard, textGuard, requireToken, requestScopeWith({ idempotencyKeys: false }))
      .all(MCP_PATH, async (c) => {
        if (c.req.method !== 'POST') return c.json(METHOD_NOT_ALLOWED, 405, { Allow: 'POST' });
        const { sdk, tools, kinds } = await build();
        const ctx: McpContext = {
          sdk,
          deps: c.var.deps,
          holder: c.var.token,
          operations: offered,
          pollMs: options.pollMs ?? 1000,
          maxWaitMs: options.maxWaitMs ?? 10 * 60_000,
        };
        const server = new sdk.mcp.McpServer(
          { name: 'brandforge', title: 'Brandforge', version: '1' },
          // Declared whatever the token may do, so a list it may not fill answers empty rather than "not found".
          { instructions: INSTRUCTIONS, capabilities: { tools: {}, resources: {}, prompts: {} } },
        );
        registerTools(server, ctx, tools);
        registerResources(server, ctx, kinds);
        registerPrompts(server, ctx);
        const transport = new sdk.http.WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined });
        await server.connect(transport);
        // A client that hangs up ends the server, which aborts what its handlers were waiting on.
        const request = c.req.raw;
        request.signal.addEventListener('abort', () => void server.close(), { once: true });
        return transport.handleRequest(request);
      })
  );
}
