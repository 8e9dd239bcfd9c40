import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Rows = { rows: Record<string, unknown>[] };
interface PgliteClient {
  execProtocol: unknown;
  query(text: string): Promise<Rows>;
}
interface PoolClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<Rows>;
}

const dialect = new PgDialect();
/** Per PGlite instance, the statements it has prepared (its one session keeps them until it closes). */
const preparedIn = new WeakMap<object, Set<string>>();

/** A parameter as an SQL literal for EXECUTE, which takes no bind parameters; undefined when it cannot be one. */
function literal(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  // Standard-conforming strings: a quote is the only character to double. NUL cannot be in a literal.
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

/**
 * Runs a read whose SQL text stays the same from call to call (only its parameters change) as a
 * prepared statement, so PostgreSQL plans it once per connection instead of on every call. For a
 * statement of many subqueries, like the dashboard's, planning costs several times the execution.
 * The name carries a digest of the text, so a changed statement is prepared anew. node-postgres
 * prepares a named query on each pooled connection by itself; PGlite's single session is sent
 * PREPARE once and EXECUTE after. Anything else, or a parameter that is not a plain value, runs as
 * a normal query.
 */
export async function executePrepared(db: Db, name: string, query: SQL): Promise<Rows> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const statement = `${name}_${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client && typeof client === 'object' && 'execProtocol' in client) {
    const pglite = client as unknown as PgliteClient;
    const args = params.map(literal);
    if (args.every((a) => a !== undefined)) {
      let prepared = preparedIn.get(pglite);
      if (!prepared) preparedIn.set(pglite, (prepared = new Set()));
      if (!prepared.has(statement)) {
        await pglite.query(`prepare ${statement} as ${text}`);
        prepared.add(statement);
      }
      return pglite.query(`execute ${statement}${args.length ? `(${args.join(', ')})` : ''}`);
    }
  } else if (client && typeof client === 'object' && 'totalCount' in client) {
    return (client as unknown as PoolClient).query({ name: statement, text, values: params });
  }
  // Both drivers answer an execute with `{ rows }`; the shared Db type cannot say so.
  const result: unknown = await db.execute(query);
  return result as Rows;
}
