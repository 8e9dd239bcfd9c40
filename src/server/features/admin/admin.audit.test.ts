import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActivityLogs, learningCategories } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCategory } from '../learning';
import { audited, containsPattern } from './admin.audit';

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
