import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTHLY_LIMITS } from '../../shared/limits';
import { grantRole } from '../auth/roles';
import { userGenerationLimits } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { getUsage, releaseQuota, reserveQuota, withQuota } from './quota.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const countOf = async (userId: string, monthYear: string) => {
  const [row] = await t.db
    .select()
    .from(userGenerationLimits)
    .where(and(eq(userGenerationLimits.userId, userId), eq(userGenerationLimits.monthYear, monthYear)));
  return row;
};

describe('quota service', () => {
  it('lets exactly 10 of 50 concurrent mission reservations through', async () => {
    const u = await t.signedInUser('concurrent@example.com');
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => reserveQuota(t.db, u.id, 'mission')));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(MONTHLY_LIMITS.mission);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect((r.reason as Error).message).toBe('You have reached your monthly limit of 10 mission statements');
      expect((r.reason as { status: number }).status).toBe(429);
    }
    const usage = await getUsage(t.db, u.id);
    expect(usage.mission).toEqual({ used: 10, limit: 10, unlimited: false });
    expect(usage.bio.used).toBe(0);
  });

  it('keeps kinds apart and gives a unit back when the work fails', async () => {
    const u = await t.signedInUser('release@example.com');
    await expect(
      withQuota(t.db, u.id, 'content', async () => {
        throw new Error('model timed out');
      }),
    ).rejects.toThrow('model timed out');
    expect((await getUsage(t.db, u.id)).content.used).toBe(0);

    for (let i = 0; i < MONTHLY_LIMITS.content; i++) await withQuota(t.db, u.id, 'content', async () => 'plan');
    await expect(reserveQuota(t.db, u.id, 'content')).rejects.toThrow(/monthly limit of 4 content plans/);
    const r = await reserveQuota(t.db, u.id, 'lead_magnet');
    await releaseQuota(t.db, r);
    await releaseQuota(t.db, r);
    const usage = await getUsage(t.db, u.id);
    expect(usage.content.used).toBe(4);
    expect(usage.lead_magnet.used).toBe(0); // never below zero
  });

  it('starts a new count in a new month and releases into the month it reserved from', async () => {
    const u = await t.signedInUser('rollover@example.com');
    const jan = new Date('2027-01-31T23:59:59Z');
    const feb = new Date('2027-02-01T00:00:00Z');
    for (let i = 0; i < 3; i++) await reserveQuota(t.db, u.id, 'lead_magnet', jan);
    await expect(reserveQuota(t.db, u.id, 'lead_magnet', jan)).rejects.toThrow(/3 lead magnets/);
    const febReservation = await reserveQuota(t.db, u.id, 'lead_magnet', feb);
    expect(febReservation.monthYear).toBe('2027-02');
    expect((await getUsage(t.db, u.id, feb)).lead_magnet.used).toBe(1);

    const janReservation = { userId: u.id, kind: 'lead_magnet' as const, monthYear: '2027-01', counted: true };
    await releaseQuota(t.db, janReservation);
    expect((await countOf(u.id, '2027-01'))?.leadMagnetCount).toBe(2);
    expect((await countOf(u.id, '2027-02'))?.leadMagnetCount).toBe(1);
  });

  it('does not meter admins and reports them unlimited', async () => {
    const u = await t.signedInUser('quota-admin@example.com');
    await grantRole(t.db, u.id, 'admin');
    for (let i = 0; i < 15; i++) await reserveQuota(t.db, u.id, 'mission');
    expect(await countOf(u.id, new Date().toISOString().slice(0, 7))).toBeUndefined();
    const usage = await getUsage(t.db, u.id);
    expect(usage.mission).toEqual({ used: 0, limit: 10, unlimited: true });

    const mod = await t.signedInUser('quota-moderator@example.com');
    await grantRole(t.db, mod.id, 'moderator');
    expect((await getUsage(t.db, mod.id)).mission.unlimited).toBe(false);
  });
});

describe('GET /api/usage', () => {
  it('returns used, limit and unlimited per kind for the signed-in user only', async () => {
    const u = await t.signedInUser('usage@example.com');
    const other = await t.signedInUser('usage-other@example.com');
    await reserveQuota(t.db, u.id, 'bio');
    await reserveQuota(t.db, u.id, 'bio');
    const res = await u.request('/api/usage');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      mission: { used: 0, limit: 10, unlimited: false },
      bio: { used: 2, limit: 10, unlimited: false },
      content: { used: 0, limit: 4, unlimited: false },
      lead_magnet: { used: 0, limit: 3, unlimited: false },
    });
    expect(((await (await other.request('/api/usage')).json()) as { bio: { used: number } }).bio.used).toBe(0);
    expect((await t.agent().request('/api/usage')).status).toBe(401);
  });
});
