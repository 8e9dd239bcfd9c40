import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabaseUrl } from '../test/database';
import { type Database, openDatabase } from './client';
import { executePrepared } from './prepared';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh.drop;
  database = await openDatabase({ url: fresh.url, dataDir: 'memory://' });
  await database.db.execute(sql`create table people (name text not null, age int not null)`);
  await database.db.execute(sql`insert into people values ('O''Brien', 40), ('Ada', 36), ('Back\\slash', 20)`);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const client = () => (database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
const olderThan = (name: string, age: number) =>
  sql`select (select count(*)::int from people where name = ${name}) as named, (select coalesce(json_agg(name order by name), '[]'::json) from people where age > ${age}) as older`;

describe('prepared reads', () => {
  it('answers as a plain query would, whatever the parameters hold', async () => {
    for (const [name, age] of [
      ["O'Brien", 30],
      ['Back\\slash', 0],
      ["'); drop table people; --", 100],
      ['Ada', 36],
    ] as const) {
      const plain: unknown = await database.db.execute(olderThan(name, age));
      const prepared = await executePrepared(database.db, 'people', olderThan(name, age));
      expect(prepared.rows).toEqual((plain as { rows: unknown[] }).rows);
    }
    const { rows } = await executePrepared(database.db, 'people', olderThan("O'Brien", 30));
    expect(rows).toEqual([{ named: 1, older: ['Ada', "O'Brien"] }]);
    // The table is still there, whole.
    const count: unknown = await database.db.execute(sql`select count(*)::int as n from people`);
    expect(count).toMatchObject({ rows: [{ n: 3 }] });
  });

  it('sends one statement per call once prepared, and prepares a changed statement anew', async () => {
    await executePrepared(database.db, 'people', olderThan('Ada', 1));
    const query = vi.spyOn(client(), 'query');
    await executePrepared(database.db, 'people', olderThan('Ada', 2));
    expect(query).toHaveBeenCalledTimes(1);
    query.mockClear();
    const { rows } = await executePrepared(
      database.db,
      'people',
      sql`select count(*)::int as n from people where age < ${50}`,
    );
    expect(rows).toEqual([{ n: 3 }]);
    // PGlite prepares, then executes; node-postgres does both in one named query.
    expect(query.mock.calls.length).toBe(database.kind === 'pglite' ? 2 : 1);
    query.mockRestore();
  });

  it('runs a statement whose parameters are not plain values as a plain query', async () => {
    const when = new Date('2026-01-01T00:00:00Z');
    const query = vi.spyOn(client(), 'query');
    const { rows } = await executePrepared(
      database.db,
      'people',
      sql`select ${when.toISOString()}::timestamptz < now() as past, ${null}::text as nothing`,
    );
    expect(rows).toEqual([{ past: true, nothing: null }]);
    // PGlite's EXECUTE takes literals only, and null is not one: no statement was prepared for it.
    if (database.kind === 'pglite')
      expect(query.mock.calls.some(([text]) => String(text).startsWith('prepare'))).toBe(false);
    query.mockRestore();
  });

  it('runs a statement built once with placeholders for each set of values', async () => {
    const once = olderThan(sql.placeholder('name') as unknown as string, sql.placeholder('age') as unknown as number);
    for (const [name, age] of [
      ['Ada', 30],
      ["O'Brien", 0],
      ["'); drop table people; --", 100],
    ] as const) {
      const plain: unknown = await database.db.execute(olderThan(name, age));
      const prepared = await executePrepared(database.db, 'people', once, { name, age });
      expect(prepared.rows).toEqual((plain as { rows: unknown[] }).rows);
    }
    await expect(executePrepared(database.db, 'people', once, { name: 'Ada' })).rejects.toThrow(/age/);
  });

  it('prepares a new statement once when two calls ask for it at the same time', async () => {
    const text = (n: number) => sql`select count(*)::int as n from people where age >= ${n} and name <> ${'none'}`;
    const answers = await Promise.all([18, 30, 37, 41].map((n) => executePrepared(database.db, 'together', text(n))));
    expect(answers.map((a) => a.rows)).toEqual([[{ n: 3 }], [{ n: 2 }], [{ n: 1 }], [{ n: 0 }]]);
  });
});
