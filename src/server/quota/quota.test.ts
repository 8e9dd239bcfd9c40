import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTAS } from '../../shared/limits';
import { grantRole } from '../auth/roles';
import { userGenerationLimits } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { getUsage, releaseQuota, reserveQuota, withQuotaUnit } from './quota.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const countOf = async (userId: string, monthYear: string, kind: string) => {
  const [row] = await t.db
    .select()
    .from(userGenerationLimits)
    .where(
      and(
        eq(userGenerationLimits.userId, userId),
        eq(userGenerationLimits.monthYear, monthYear),
        eq(userGenerationLimits.kind, kind),
      ),
    );
  return row?.count;
};

describe('quota service', () => {
  it('lets exactly 10 of 50 concurrent mission reservations through', async () => {
    const u = await t.signedInUser('concurrent@example.com');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => reserveQuota({ db: t.db, userId: u.id, kind: 'mission' })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(QUOTAS.mission.limit);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect((r.reason as Error).message).toBe('You have reached your monthly limit of 10 mission statements');
      expect((r.reason as { status: number }).status).toBe(429);
    }
    const usage = await getUsage({ db: t.db, userId: u.id });
    expect(usage.mission).toEqual({ used: 10, limit: 10, unlimited: false });
    expect(usage.bio.used).toBe(0);
  });

  it('keeps kinds apart and gives a unit back when the work fails', async () => {
    const u = await t.signedInUser('release@example.com');
    await expect(
      withQuotaUnit({ db: t.db, userId: u.id, kind: 'content' }, async () => {
        throw new Error('model timed out');
      }),
    ).rejects.toThrow('model timed out');
    expect((await getUsage({ db: t.db, userId: u.id })).content.used).toBe(0);

    for (let i = 0; i < QUOTAS.content.limit; i++)
      await withQuotaUnit({ db: t.db, userId: u.id, kind: 'content' }, async () => 'plan');
    await expect(reserveQuota({ db: t.db, userId: u.id, kind: 'content' })).rejects.toThrow(
      /monthly limit of 4 content plans/,
    );
    const r = await reserveQuota({ db: t.db, userId: u.id, kind: 'lead_magnet' });
    await releaseQuota(t.db, r);
    await releaseQuota(t.db, r);
    const usage = await getUsage({ db: t.db, userId: u.id });
    expect(usage.content.used).toBe(4);
    expect(usage.lead_magnet.used).toBe(0); // never below zero
  });

  it('hands the held unit to the work, takes none for unmetered work, and gives back to the month it took from', async () => {
    const u = await t.signedInUser('quota-unit@example.com');
    const seen = await withQuotaUnit({ db: t.db, userId: u.id, kind: undefined }, async (r) => r);
    expect(seen).toBeNull();
    await expect(
      withQuotaUnit({ db: t.db, userId: u.id, kind: undefined }, async () => {
        throw new Error('suggestions failed');
      }),
    ).rejects.toThrow('suggestions failed');
    expect(await countOf(u.id, new Date().toISOString().slice(0, 7), 'bio')).toBeUndefined();

    const jan = new Date('2027-01-31T23:59:59Z');
    await withQuotaUnit({ db: t.db, userId: u.id, kind: 'bio', now: jan }, async () => 'kept');
    const held = await withQuotaUnit({ db: t.db, userId: u.id, kind: 'bio', now: jan }, async (r) => {
      expect(await countOf(u.id, '2027-01', 'bio')).toBe(2);
      return r;
    });
    expect(held).toEqual({ userId: u.id, kind: 'bio', monthYear: '2027-01', counted: true });
    await expect(
      withQuotaUnit({ db: t.db, userId: u.id, kind: 'bio', now: jan }, async () => {
        throw new Error('model timed out');
      }),
    ).rejects.toThrow('model timed out');
    expect(await countOf(u.id, '2027-01', 'bio')).toBe(2);

    const admin = await t.signedInUser('quota-unit-admin@example.com');
    await grantRole(t.db, admin.id, 'admin');
    const exempt = await withQuotaUnit({ db: t.db, userId: admin.id, kind: 'bio' }, async (r) => r);
    expect(exempt?.counted).toBe(false);
  });

  it('starts a new count in a new month and releases into the month it reserved from', async () => {
    const u = await t.signedInUser('rollover@example.com');
    const jan = new Date('2027-01-31T23:59:59Z');
    const feb = new Date('2027-02-01T00:00:00Z');
    for (let i = 0; i < 3; i++) await reserveQuota({ db: t.db, userId: u.id, kind: 'lead_magnet', now: jan });
    await expect(reserveQuota({ db: t.db, userId: u.id, kind: 'lead_magnet', now: jan })).rejects.toThrow(
      /3 lead magnets/,
    );
    const febReservation = await reserveQuota({ db: t.db, userId: u.id, kind: 'lead_magnet', now: feb });
    expect(febReservation.monthYear).toBe('2027-02');
    expect((await getUsage({ db: t.db, userId: u.id, now: feb })).lead_magnet.used).toBe(1);

    const janReservation = { userId: u.id, kind: 'lead_magnet' as const, monthYear: '2027-01', counted: true };
    await releaseQuota(t.db, janReservation);
    expect(await countOf(u.id, '2027-01', 'lead_magnet')).toBe(2);
    expect(await countOf(u.id, '2027-02', 'lead_magnet')).toBe(1);
  });

  it('does not meter admins and reports them unlimited', async () => {
    const u = await t.signedInUser('quota-admin@example.com');
    await grantRole(t.db, u.id, 'admin');
    for (let i = 0; i < 15; i++) await reserveQuota({ db: t.db, userId: u.id, kind: 'mission' });
    expect(await countOf(u.id, new Date().toISOString().slice(0, 7), 'mission')).toBeUndefined();
    const usage = await getUsage({ db: t.db, userId: u.id });
    expect(usage.mission).toEqual({ used: 0, limit: 10, unlimited: true });

    const mod = await t.signedInUser('quota-moderator@example.com');
    await grantRole(t.db, mod.id, 'moderator');
    expect((await getUsage({ db: t.db, userId: mod.id })).mission.unlimited).toBe(false);
  });
});

describe('GET /api/usage', () => {
  it('returns used, limit and unlimited per kind for the signed-in user only', async () => {
    const u = await t.signedInUser('usage@example.com');
    const other = await t.signedInUser('usage-other@example.com');
    await reserveQuota({ db: t.db, userId: u.id, kind: 'bio' });
    await reserveQuota({ db: t.db, userId: u.id, kind: 'bio' });
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
