import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Rows = { rows: Record<string, unknown>[] };
interface PgliteClient {
  execProtocol: unknown;
  query(text: string, params?: unknown[]): Promise<Rows>;
}
interface PoolClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<Rows>;
}

const dialect = new PgDialect();
/**
 * Per PGlite instance, its statements prepared or being prepared (its one session keeps them until it
 * closes). The promise is shared so that two calls at once with the same text send one PREPARE.
 */
const preparedIn = new WeakMap<object, Map<string, Promise<unknown>>>();

/** A parameter as an SQL literal for EXECUTE, which takes no bind parameters; undefined when it cannot be one. */
function literal(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  // Standard-conforming strings: a quote is the only character to double. NUL cannot be in a literal.
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

interface Compiled {
  text: string;
  params: unknown[];
  statement: string;
}

/** Each statement's text, worked out on its first run: a statement built once is compiled once. */
const compiledOf = new WeakMap<SQL, Compiled>();

function compile(name: string, query: SQL): Compiled {
  let compiled = compiledOf.get(query);
  if (!compiled) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const statement = `${name}_${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
    compiledOf.set(query, (compiled = { text, params, statement }));
  }
  return compiled;
}

/**
 * Runs a read whose SQL text stays the same from call to call (only its parameters change) as a
 * prepared statement, so PostgreSQL plans it once per connection instead of on every call. For a
 * statement of many subqueries, like the dashboard's, planning costs several times the execution.
 * The name carries a digest of the text, so a changed statement is prepared anew. node-postgres
 * prepares a named query on each pooled connection by itself; PGlite's single session is sent
 * PREPARE once and EXECUTE after. Anything else, or a parameter that is not a plain value, runs as
 * a normal query. A query built once with `sql.placeholder`s, and run with their `values`, is
 * also turned into text once; such a query needs the database itself, not a transaction.
 */
export async function executePrepared(
  db: Db,
  name: string,
  query: SQL,
  values: Record<string, unknown> = {},
): Promise<Rows> {
  const { text, params: withPlaceholders, statement } = compile(name, query);
  const params = fillPlaceholders(withPlaceholders, values);
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client && typeof client === 'object' && 'execProtocol' in client) {
    const pglite = client as unknown as PgliteClient;
    const args = params.map(literal);
    if (args.every((a) => a !== undefined)) {
      let prepared = preparedIn.get(pglite);
      if (!prepared) preparedIn.set(pglite, (prepared = new Map<string, Promise<unknown>>()));
      let ready = prepared.get(statement);
      if (!ready) {
        const attempt = pglite.query(`prepare ${statement} as ${text}`);
        prepared.set(statement, (ready = attempt));
        // A statement that failed to prepare is tried again next time.
        attempt.catch(() => prepared.delete(statement));
      }
      await ready;
      return pglite.query(`execute ${statement}${args.length ? `(${args.join(', ')})` : ''}`);
    }
    return pglite.query(text, params);
  } else if (client && typeof client === 'object' && 'totalCount' in client) {
    return (client as unknown as PoolClient).query({ name: statement, text, values: params });
  }
  // Both drivers answer an execute with `{ rows }`; the shared Db type cannot say so.
  const result: unknown = await db.execute(query);
  return result as Rows;
}

/**
 * A drizzle query built once per database handle, then run with new values for its
 * `sql.placeholder`s: turning a builder into SQL text on every call was about a tenth of the CPU of the
 * reads a signed-in page makes. On node-postgres the name makes it a prepared statement too, planned
 * once per connection, so each name must be used for one query only.
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
