import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TActivityItem, TDashboardCountKey, TDashboardCounts } from '../../shared/dashboard';

/**
 * One piece of the dashboard's single statement: a scalar SQL expression, scoped to the user, and what
 * its value means. JSON values arrive parsed; numbers must be cast to `int` (a bigint arrives as text on
 * one driver and a number on the other).
 */
export interface DashboardPart<R> {
  sql: SQL;
  // Method syntax on purpose: each part reads its own value shape, which the statement cannot type.
  read(value: never): R;
}

/**
 * What one feature contributes to the dashboard: its counts and the items the user created. Features
 * declare it in their manifest entry. Every part of every source is evaluated in one statement, so a
 * dashboard costs one round trip however many tools there are.
 */
export interface DashboardSource {
  /** Unique name; registering the same id again replaces the earlier source. */
  id: string;
  counts?: (userId: UserIdParam) => DashboardPart<Partial<TDashboardCounts>>;
  /** The newest `limit` items, any order. */
  activity?: (userId: UserIdParam, limit: number) => DashboardPart<TActivityItem[]>;
}

/**
 * The user's id as a parameter of the statement: the dashboard builds its statement once and runs it
 * for every user, so a source puts this into its SQL and never reads it.
 */
export type UserIdParam = SQLWrapper;

export interface DashboardRegistry {
  list(): DashboardSource[];
  /** Returns a function that takes the source out again, restoring the one it replaced (used by tests). */
  register(source: DashboardSource): () => void;
}

export function createDashboardRegistry(initial: readonly DashboardSource[]): DashboardRegistry {
  const sources = new Map(initial.map((s) => [s.id, s]));
  return {
    list: () => [...sources.values()],
    register(source) {
      const previous = sources.get(source.id);
      sources.set(source.id, source);
      return () => {
        if (sources.get(source.id) !== source) return;
        if (previous) sources.set(source.id, previous);
        else sources.delete(source.id);
      };
    },
  };
}

/** The rows of `query` as one JSON array, `[]` when there are none. */
export const jsonRows = (query: SQL): SQL => sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) r)`;

/** A count part: how many rows of `table` belong to the user, under `key`. */
export const countRows =
  (table: PgTable, user: AnyPgColumn, key: TDashboardCountKey) =>
  (userId: UserIdParam): DashboardPart<Partial<TDashboardCounts>> => ({
    sql: sql`(select count(*)::int from ${table} where ${user} = ${userId})`,
    read: (n: number) => ({ [key]: n }),
  });

/** A row of `newestActivity`: its id, its time (an ISO string) and the fields asked for. */
export type ActivityRow<K extends string> = { id: string; at: string } & Record<K, string | null>;

/**
 * An activity part listing the user's newest rows of one table. `fields` are the columns (or
 * expressions) the item's text needs; `item` turns a row into everything but its time.
 */
export function newestActivity<K extends string>(
  o: {
    table: PgTable;
    id: AnyPgColumn;
    user: AnyPgColumn;
    at: AnyPgColumn;
    fields: Record<K, SQLWrapper>;
    /** Ties broken after the time, newest first. */
    thenBy?: SQL;
  },
  item: (row: ActivityRow<K>) => Omit<TActivityItem, 'created_at'>,
) {
  const named = { id: o.id, at: o.at, ...o.fields } as Record<string, SQLWrapper>;
  const columns = sql.join(
    Object.entries(named).map(([name, expr]) => sql`${expr} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const order = o.thenBy ? sql`${o.at} desc, ${o.thenBy}` : sql`${o.at} desc`;
  return (userId: UserIdParam, limit: number): DashboardPart<TActivityItem[]> => ({
    sql: jsonRows(sql`select ${columns} from ${o.table} where ${o.user} = ${userId} order by ${order} limit ${limit}`),
    read: (rows: ActivityRow<K>[]) => rows.map((r) => ({ ...item(r), created_at: new Date(r.at).toISOString() })),
  });
}
