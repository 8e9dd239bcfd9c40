import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TApiScope } from '../../../shared/api-access';
import { user } from '../../db/schema/auth';

/**
 * A member's personal access tokens. Only a SHA-256 of each token is kept: a token is 32 random bytes,
 * so a slow password hash would add nothing but time to every API request.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    hint: text('hint').notNull(),
    scopes: text('scopes').array().$type<TApiScope[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('api_tokens_user_id_idx').on(t.userId, t.createdAt)],
);
