import { type Context, Hono, type Schema } from 'hono';
import { z } from 'zod';
import { requireSession } from '../auth/middleware';
import type { AppEnv } from '../context';
import { badRequest } from '../errors';
import { validate } from '../validate';
import type { Page, SavedResults, Scope } from './saved-results';

/** The largest page a list answers at once. */
export const PAGE_MAX = 100;

/** `?limit=&offset=` of a list; the public API documents its lists with it. */
export const ZPageQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100.' })
    .int({ error: 'limit must be a whole number from 1 to 100.' })
    .min(1, { error: 'limit must be a whole number from 1 to 100.' })
    .max(PAGE_MAX, { error: 'limit must be a whole number from 1 to 100.' })
    .optional(),
  offset: z.coerce
    .number({ error: 'offset must be a whole number, 0 or more.' })
    .int({ error: 'offset must be a whole number, 0 or more.' })
    .min(0, { error: 'offset must be a whole number, 0 or more.' })
    .max(1_000_000, { error: 'offset must be a whole number, 0 or more.' })
    .optional(),
});

/**
 * `?limit=&offset=` of a list. Parsed here rather than by a query validator, so the typed client's
 * calls without a query stay valid; a list asked for without a limit is whole, as the screens read it.
 */
export function readPage(c: Context<AppEnv>): Page {
  const parsed = ZPageQuery.safeParse({ limit: c.req.query('limit'), offset: c.req.query('offset') });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'The page is not valid.');
  return parsed.data;
}

/** The signed-in user the request acts for. */
export const scopeOf = (c: Context<AppEnv>): Scope => ({ db: c.var.deps.db, userId: c.var.user.id });

/** A router of results that only their owner reaches: the base every saved-result tool starts from. */
export const ownerRoutes = () => new Hono<AppEnv>().use(requireSession);

/**
 * Adds a saved-result tool's list (`GET /`), get (`GET /:id`) and delete (`DELETE /:id`) to its router.
 * They go after the tool's own routes, so a fixed path such as `/stats` is matched before `/:id`.
 * `id` is the tool's param schema, whose message answers an id that is not a uuid.
 */
export function withSavedResultRoutes<S extends Schema, R, L>(
  base: Hono<AppEnv, S, '/'>,
  results: SavedResults<R, L>,
  id: z.ZodType<{ id: string }>,
) {
  return base
    .get('/', async (c) => c.json(await results.list({ ...scopeOf(c), ...readPage(c) })))
    .get('/:id', validate('param', id), async (c) =>
      c.json(await results.get({ ...scopeOf(c), id: c.req.valid('param').id })),
    )
    .delete('/:id', validate('param', id), async (c) => {
      await results.remove({ ...scopeOf(c), id: c.req.valid('param').id });
      return c.json({ ok: true });
    });
}
