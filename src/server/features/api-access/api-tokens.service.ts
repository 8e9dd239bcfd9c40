import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import {
  API_TOKEN_MAX,
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  type TApiScope,
  type TApiToken,
  type TApiTokenCreated,
  type TApiTokenExpiry,
} from '../../../shared/api-access';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { user } from '../../db/schema/auth';
import { conflict, notFound } from '../../errors';
import type { Owned, Scope } from '../../saved-results';
import { apiTokens as t } from './api-tokens.schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Last use is written at most this often per token, so a busy script does not write on every request. */
const LAST_USED_EVERY_MS = 60_000;
/** 32 random bytes in base64url, after the prefix. */
const TOKEN_SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

type Row = typeof t.$inferSelect;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const toToken = (r: Row): TApiToken => ({
  id: r.id,
  name: r.name,
  scopes: r.scopes,
  hint: r.hint,
  created_at: r.createdAt.toISOString(),
  last_used_at: r.lastUsedAt?.toISOString() ?? null,
  expires_at: r.expiresAt?.toISOString() ?? null,
});

export async function listTokens({ db, userId }: Scope): Promise<TApiToken[]> {
  const rows = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.createdAt));
  return rows.map(toToken);
}

/**
 * Makes a token and keeps only its hash; the answer is the one time the token is seen. The member's row
 * is locked while counting, so two parallel requests cannot both make the twenty-first.
 */
export async function createToken(
  o: Scope & { name: string; scopes: TApiScope[]; expiresInDays: TApiTokenExpiry; now?: Date },
): Promise<TApiTokenCreated> {
  const now = o.now ?? new Date();
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await o.db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, o.userId)).for('update');
    const [held] = await tx.select({ n: count() }).from(t).where(eq(t.userId, o.userId));
    if ((held?.n ?? 0) >= API_TOKEN_MAX) throw conflict(API_TOKEN_MESSAGES.tooMany);
    const [created] = await tx
      .insert(t)
      .values({
        userId: o.userId,
        name: o.name,
        scopes: o.scopes,
        tokenHash: hashOf(token),
        hint: `${API_TOKEN_PREFIX}…${token.slice(-4)}`,
        createdAt: now,
        expiresAt: o.expiresInDays === null ? null : new Date(now.getTime() + o.expiresInDays * DAY_MS),
      })
      .returning();
    if (!created) throw new Error('the access token was not saved');
    return created;
  });
  return { ...toToken(row), token };
}

/** Revoking deletes the row: the token's next request finds nothing and gets 401. */
export async function revokeToken({ db, userId, id }: Owned): Promise<void> {
  const gone = await db
    .delete(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)))
    .returning({ id: t.id });
  if (gone.length === 0) throw notFound(API_TOKEN_MESSAGES.notFound);
}

/** Who a request with this token acts for, or null for a token that is malformed, unknown or expired. */
export interface TokenHolder {
  user: SessionUser;
  tokenId: string;
  scopes: TApiScope[];
}

// Read on every API and MCP request, so built once per database handle (see preparedPerDb).
const tokenByHash = preparedPerDb((db) =>
  db
    .select({
      id: t.id,
      scopes: t.scopes,
      lastUsedAt: t.lastUsedAt,
      userId: user.id,
      email: user.email,
      name: user.name,
    })
    .from(t)
    .innerJoin(user, eq(user.id, t.userId))
    .where(
      and(
        eq(t.tokenHash, sql.placeholder('hash')),
        or(isNull(t.expiresAt), gt(t.expiresAt, sql`${sql.placeholder('now')}::timestamptz`)),
      ),
    )
    .limit(1)
    .prepare('api_token_by_hash'),
);

export async function authenticateToken(db: Db, token: string, now = new Date()): Promise<TokenHolder | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await tokenByHash(db).execute({ hash: hashOf(token), now: now.toISOString() });
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
    await db
      .update(t)
      .set({ lastUsedAt: now })
      .where(
        and(eq(t.id, row.id), or(isNull(t.lastUsedAt), lt(t.lastUsedAt, new Date(now.getTime() - LAST_USED_EVERY_MS)))),
      );
  }
  return { user: { id: row.userId, email: row.email, name: row.name }, tokenId: row.id, scopes: row.scopes };
}

/** How many tokens each of these members holds, for the admin's user list; never the tokens. */
export async function tokenCounts(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: t.userId, n: count() })
    .from(t)
    .where(sql`${t.userId} in ${userIds}`)
    .groupBy(t.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}
