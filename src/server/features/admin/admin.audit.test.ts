import { eq } from 'drizzle-orm';
import { parse } from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActivityLogs, learningCategories, profiles } from '../../db/schema';
import { grantRole } from '../../auth/roles';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCategory } from '../learning';
import { audited, containsPattern, writeAudit } from './admin.audit';

describe('audited admin changes', () => {
  let t: TestApp;
  let actor: { db: TestApp['db']; userId: string };

  beforeAll(async () => {
    t = await createTestApp();
    const a = await t.signedInUser('actor@example.com');
    actor = { db: t.db, userId: a.id };
  });
  afterAll(() => t.close());

  it('writes the change and its row together', async () => {
    const made = await audited(
      actor,
      (tx) => createCategory(tx, { name: 'Together' }),
      (c) => ({ action: 'Created category', targetId: c.id, targetTable: 'learning_categories' }),
    );
    const rows = await t.db.select().from(adminActivityLogs).where(eq(adminActivityLogs.targetId, made.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ adminUserId: actor.userId, action: 'Created category' });
  });

  it('keeps neither when anything after the change fails, the audit row included', async () => {
    const before = (await t.db.select().from(adminActivityLogs)).length;
    await expect(
      audited(
        actor,
        (tx) => createCategory(tx, { name: 'Rolled back' }),
        () => {
          throw new Error('the log could not be described');
        },
      ),
    ).rejects.toThrow('the log could not be described');
    const left = await t.db.select().from(learningCategories).where(eq(learningCategories.name, 'Rolled back'));
    expect(left).toEqual([]);
    expect((await t.db.select().from(adminActivityLogs)).length).toBe(before);
  });

  it('matches search terms literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('the activity routes, as an admin', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['signedInUser']>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedInUser('activity-admin@example.com', 'Ada Admin');
    await grantRole(t.db, admin.id, 'admin');
  });
  afterAll(() => t.close());

  it.each(['/api/admin/activity', '/api/admin/activity/export'])(
    'refuse dates the database cannot hold on %s with a 400 naming the field',
    async (route) => {
      for (const [query, field] of [
        ['to=9999-12-31', 'To'],
        ['from=0000-01-01', 'From'],
        ['from=1899-12-31', 'From'],
        ['to=9999-01-01&from=2024-01-01', 'To'],
      ] as const) {
        const res = await admin.request(`${route}?${query}`);
        expect(res.status, query).toBe(400);
        const { error } = (await res.json()) as { error: string };
        expect(error).toContain(`${field} must be between 1900 and 9998`);
      }
      for (const query of ['from=1900-01-01', 'to=9998-12-31', 'from=1900-01-01&to=9998-12-31'])
        expect((await admin.request(`${route}?${query}`)).status, query).toBe(200);
    },
  );

  it('exports formula-like cells defused, those with a line break included', async () => {
    await t.db.update(profiles).set({ fullName: '=1+1\nx' }).where(eq(profiles.id, admin.id));
    await writeAudit(t.db, admin.id, {
      action: 'Deleted lesson',
      targetTable: '- Post 3 reels\nand stories',
      targetId: '@SUM(A1)',
    });
    await writeAudit(t.db, admin.id, { action: 'Deleted lesson', targetTable: '\t=x', targetId: '\r=x' });
    const res = await admin.request(`/api/admin/activity/export?action=${encodeURIComponent('Deleted lesson')}`);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The byte-order mark, which a text decoder would silently drop.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse<string[]>(new TextDecoder().decode(bytes)).data;
    expect(rows.slice(1).map((r) => r.slice(1, 6))).toEqual([
      ['Deleted lesson', "'=1+1\nx", 'activity-admin@example.com', "'\t=x", "'\r=x"],
      ['Deleted lesson', "'=1+1\nx", 'activity-admin@example.com', "'- Post 3 reels\nand stories", "'@SUM(A1)"],
    ]);
  });
});
