import { and, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TActivityItem, TDashboardCountKey } from '../../shared/dashboard';
import { forgetReplaysOf } from '../ai/generation-guard';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { notFound } from '../errors';
import { type ActivityRow, countRows, newestActivity } from './dashboard-sources';

/** Whose results: every query of the kit is scoped to this user. */
export interface Scope {
  db: Db;
  userId: string;
}
export type Owned = Scope & { id: string };

/** A page of a list; without a limit the list is whole. */
export interface Page {
  limit?: number;
  offset?: number;
}

/**
 * A table the kit can keep results in: a uuid `id` and the owner's `userId`. A table without an owner
 * (records the whole admin team shares, such as campaigns) is kept with `everyone: true`; its routes
 * check the role instead.
 */
export type OwnedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };
export type ResultTable = PgTable & { id: AnyPgColumn; userId?: AnyPgColumn };

type RowOf<T extends ResultTable> = T['$inferSelect'];

export interface SavedResultsOptions<T extends ResultTable, R, L> {
  /** Names the prepared statements (`list_<name>`, `get_<name>`): unique in the app. */
  name: string;
  table: T;
  /** When a result was made: lists are newest first by it, and so is recent activity. */
  at: AnyPgColumn;
  /** Ties broken after the time (competitor analyses of one run keep the order they were listed in). */
  thenBy?: SQL;
  /** The answer when the id is not one of the user's results: the same for another user's id. */
  notFound: string;
  /** A row as the API answers it. */
  toRecord: (row: RowOf<T>) => R;
  /**
   * For a result with children in other tables: the rows as records, children attached. One call per
   * list or get, so a list costs one query for its children, not one per row.
   */
  toRecords?: (db: Db, rows: RowOf<T>[]) => Promise<R[]>;
  /** A list that leaves heavy columns out (a plan's 30 days): the columns it reads and its record. */
  list?: { columns: Record<string, AnyPgColumn>; toRecord: (row: never) => L };
  /** The columns every read takes, when some are never shown (a page's stored PDF); all when unset. */
  columns?: Record<string, AnyPgColumn>;
  /** What goes with a result that no foreign key removes, deleted in the same transaction. */
  alsoDelete?: (o: Owned) => Promise<void>;
  /** Records with no owner: every query reads the whole table, and `userId` of a scope is ignored. */
  everyone?: boolean;
}

export interface SavedResults<R, L = R> {
  /** The user's results, newest first; `where` narrows them (a status filter). */
  list(o: Scope & Page & { where?: SQL }): Promise<L[]>;
  /** One of the user's results; 404 with the kit's message for any other id. */
  get(o: Owned): Promise<R>;
  /** Deletes one of the user's results and what goes with it; 404 as for `get`. */
  remove(o: Owned): Promise<void>;
  /** A dashboard count of the user's results under `key`. */
  counts(key: TDashboardCountKey): ReturnType<typeof countRows>;
  /** The dashboard's recent activity from the user's newest results. */
  activity<K extends string>(
    fields: Record<K, SQLWrapper>,
    item: (row: ActivityRow<K>) => Omit<TActivityItem, 'created_at'>,
  ): ReturnType<typeof newestActivity<K>>;
}

/**
 * One definition of a tool's saved results: the owner-scoped list, get and delete every saved-result
 * tool needs, their 404 for another user's id, and the dashboard parts read from the same table. Reads
 * are prepared statements built once per database handle.
 */
export function defineSavedResults<T extends ResultTable, R, L = R>(
  o: SavedResultsOptions<T, R, L>,
): SavedResults<R, L> {
  const { table: t } = o;
  const owner = o.everyone ? undefined : t.userId;
  if (!o.everyone && !owner) throw new Error(`${o.name}: a table without user_id needs everyone: true`);
  const ownedBy = (userId: SQLWrapper | string) => (owner ? eq(owner, userId) : undefined);
  const order = o.thenBy ? [desc(o.at), o.thenBy] : [desc(o.at)];
  const toRecords = o.toRecords ?? ((_db: Db, rows: RowOf<T>[]) => Promise.resolve(rows.map(o.toRecord)));
  const toListRecord = (o.list?.toRecord ?? o.toRecord) as (row: unknown) => L;

  // A null limit is SQL's "no limit", so one statement serves a whole list and a page.
  const selectAll = (db: Db) => (o.columns ? db.select(o.columns) : db.select());
  const selectList = (db: Db, where?: SQL) =>
    (o.list ? db.select(o.list.columns) : selectAll(db))
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- without it the generic T fails drizzle's from() check
      .from(t as PgTable)
      .where(and(ownedBy(sql.placeholder('userId')), where))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  const listOf = preparedPerDb((db) => selectList(db).prepare(`list_${o.name}`));
  const byId = preparedPerDb((db) =>
    selectAll(db)
      .from(t as PgTable)
      .where(and(eq(t.id, sql.placeholder('id')), ownedBy(sql.placeholder('userId'))))
      .prepare(`get_${o.name}`),
  );

  async function deleteRow({ db, userId, id }: Owned) {
    const rows = await db
      .delete(t)
      .where(and(eq(t.id, id), ownedBy(userId)))
      .returning({ id: t.id });
    if (rows.length === 0) throw notFound(o.notFound);
  }

  const ownerColumn = () => {
    if (!owner) throw new Error(`${o.name}: records without an owner have no per-user dashboard parts`);
    return owner;
  };

  return {
    async list({ db, userId, limit, offset, where }) {
      const params = { userId, limit: limit ?? null, offset: offset ?? 0 };
      // A filtered list is not prepared: its condition varies with the request.
      const rows = where ? await selectList(db, where).execute(params) : await listOf(db).execute(params);
      if (o.list) return rows.map(toListRecord);
      return (await toRecords(db, rows)) as unknown as L[];
    },
    async get({ db, userId, id }) {
      const rows = (await byId(db).execute({ id, userId })) as RowOf<T>[];
      const [found] = await toRecords(db, rows);
      if (!found) throw notFound(o.notFound);
      return found;
    },
    async remove(owned) {
      const { alsoDelete } = o;
      await owned.db.transaction(async (tx) => {
        await deleteRow({ ...owned, db: tx });
        await alsoDelete?.({ ...owned, db: tx });
        await forgetReplaysOf(tx, owned.userId, owned.id);
      });
    },
    counts: (key) => countRows(t, ownerColumn(), key),
    activity: (fields, item) =>
      newestActivity({ table: t, id: t.id, user: ownerColumn(), at: o.at, fields, thenBy: o.thenBy }, item),
  };
}
