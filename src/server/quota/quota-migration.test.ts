import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';

const files = readdirSync(migrationsDir)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const statements = (file: string) =>
  readFileSync(join(migrationsDir, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

async function apply(db: PGlite, upTo: (file: string) => boolean) {
  for (const file of files.filter(upTo)) for (const sql of statements(file)) await db.exec(sql);
}

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  await apply(db, (f) => f < '0003');
});
afterAll(async () => db.close());

describe('the quota-rows migration', () => {
  it("carries every user's monthly counts over as one row per kind, leaving out zeros", async () => {
    await db.exec(`insert into "user" (id, name, email, email_verified, created_at, updated_at)
      values ('u1', 'A', 'a@example.com', true, now(), now()), ('u2', 'B', 'b@example.com', true, now(), now())`);
    await db.exec(`insert into user_generation_limits
      (user_id, month_year, mission_count, bio_count, content_count, lead_magnet_count) values
      ('u1', '2026-10', 3, 0, 1, 2), ('u1', '2026-11', 10, 4, 0, 0), ('u2', '2026-11', 0, 0, 4, 0)`);
    await apply(db, (f) => f >= '0003' && f < '0004');
    const { rows } = await db.query<{ user_id: string; month_year: string; kind: string; count: number }>(
      'select user_id, month_year, kind, count from user_generation_limits order by 1, 2, 3',
    );
    expect(rows).toEqual([
      { user_id: 'u1', month_year: '2026-10', kind: 'content', count: 1 },
      { user_id: 'u1', month_year: '2026-10', kind: 'lead_magnet', count: 2 },
      { user_id: 'u1', month_year: '2026-10', kind: 'mission', count: 3 },
      { user_id: 'u1', month_year: '2026-11', kind: 'bio', count: 4 },
      { user_id: 'u1', month_year: '2026-11', kind: 'mission', count: 10 },
      { user_id: 'u2', month_year: '2026-11', kind: 'content', count: 4 },
    ]);
  });
});
