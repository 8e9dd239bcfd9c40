import type { Resource } from '@modelcontextprotocol/sdk/types.js';
import { PAGE_MAX } from '../../saved-results';
import type { ProgramOperation } from '../../program-api';
import { API_TOKEN_MESSAGES } from '../../../shared/api-access';
import { badRequest, forbidden } from '../../errors';
import { describeIssue } from '../../validate';
import { brandProfileMarkdown, getBrandProfile } from '../brand-profile';
import { hasScope } from './api-tokens.auth';
import { type McpContext, type McpServer, failureOf, protocolError, runOperation } from './assistant-context.mcp';

/**
 * What an assistant can read without calling a tool: the brand profile as Markdown, and each saved
 * result (missions, niche discoveries, plans, analyses, lead magnets, offers) listed and read as JSON.
 * All of it needs the read scope. See docs/product/mcp.md.
 */
export const BRAND_PROFILE_URI = 'brandforge://brand-profile';
const SCHEME = 'brandforge:/';

/** A saved-result kind: a list operation and the get at `<list path>/{id}`. */
export interface ResultKind {
  /** `missions`, from the list's path. */
  name: string;
  list: ProgramOperation;
  get: ProgramOperation;
}

export function resultKinds(operations: readonly ProgramOperation[]): ResultKind[] {
  const offered = operations.filter((op) => op.mcp !== false);
  return offered.flatMap((list) => {
    const get = list.kind === 'list' && offered.find((op) => op.kind === 'get' && op.path === `${list.path}/{id}`);
    return get ? [{ name: list.path.replace(/^\//, ''), list, get }] : [];
  });
}

/** A saved result as its operations answer it: the app's JSON record. */
type Item = Record<string, unknown>;

const NAME_MAX = 80;
/** The fields a saved result is called by, in the order they are tried. */
const TITLE_KEYS = ['plan_name', 'title', 'recommended_niche', 'product_name', 'competitor_name', 'business_name'];

const clip = (s: string) => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > NAME_MAX ? `${one.slice(0, NAME_MAX - 1).trimEnd()}…` : one;
};

/** What a saved result is called in a resource list: its title, or a mission's first statement. */
export function resultName(item: Item, fallback: string): string {
  const statements = item.statements;
  if (Array.isArray(statements) && typeof statements[0] === 'string' && statements[0].trim())
    return clip(statements[0]);
  for (const key of TITLE_KEYS) {
    const value = item[key];
    if (typeof value === 'string' && value.trim()) return clip(value);
  }
  return fallback;
}

const madeOn = (item: Item) => {
  const at = item.created_at ?? item.generated_at;
  return typeof at === 'string' ? at.slice(0, 10) : undefined;
};

function listed(kind: ResultKind, item: Item): Resource {
  const id = String(item.id);
  const date = madeOn(item);
  const name = resultName(item, `${kind.list.tag} ${id}`);
  // The title is set too: a listed resource would otherwise take the template's ("Missions") for its display name.
  return {
    uri: `${SCHEME}/${kind.name}/${id}`,
    name,
    title: name,
    mimeType: 'application/json',
    ...(date ? { description: `${kind.list.tag}, made on ${date}` } : {}),
  };
}

export function registerResources(server: McpServer, ctx: McpContext, kinds: readonly ResultKind[]) {
  if (!hasScope(ctx.holder, 'read')) return;
  const scope = () => ({ db: ctx.deps.db, userId: ctx.holder.user.id });
  /** Runs a read, telling a failure as a JSON-RPC error with the app's sentence. */
  const guarded = async <T>(what: string, read: () => Promise<T>, signal: AbortSignal): Promise<T> => {
    try {
      if (!hasScope(ctx.holder, 'read')) throw forbidden(API_TOKEN_MESSAGES.scope('read'));
      return await read();
    } catch (err) {
      throw protocolError(failureOf(ctx, err, what, signal));
    }
  };

  server.registerResource(
    'brand-profile',
    BRAND_PROFILE_URI,
    {
      title: 'Brand profile',
      description:
        'Your brand profile: name, mission, niche, audience, pain points, promise, offer, pillars, voice, words to avoid and platforms.',
      mimeType: 'text/markdown',
    },
    async (uri, extra) =>
      guarded(
        'brand-profile',
        async () => {
          const { fields } = await getBrandProfile(scope());
          return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: brandProfileMarkdown(fields) }] };
        },
        extra.signal,
      ),
  );

  for (const kind of kinds) {
    const template = new ctx.sdk.mcp.ResourceTemplate(`${SCHEME}/${kind.name}/{id}`, {
      list: async (extra) =>
        guarded(
          kind.name,
          async () => {
            const items = (await runOperation(ctx, kind.list, { query: { limit: PAGE_MAX } })) as Item[];
            return { resources: items.map((item) => listed(kind, item)) };
          },
          extra.signal,
        ),
    });
    server.registerResource(
      kind.name,
      template,
      {
        title: kind.list.tag,
        description: `Your saved ${kind.list.tag.toLowerCase()}, newest first, as JSON.`,
        mimeType: 'application/json',
      },
      async (uri, variables, extra) =>
        guarded(
          kind.name,
          async () => {
            const id = Array.isArray(variables.id) ? variables.id[0] : variables.id;
            const params = kind.get.params?.safeParse({ id: id ?? '' });
            if (params && !params.success) throw badRequest(describeIssue(params.error));
            const item = await runOperation(ctx, kind.get, { params: params?.data as Record<string, string> });
            return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(item) }] };
          },
          extra.signal,
        ),
    );
  }
}
