import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Limits from '../../shared/limits';
import { createTestApp, type TestApp } from '../test/harness';
import { getUsage, reserveQuota } from './quota.service';

// A kind that exists only in QUOTAS: no column, no migration, no code anywhere else.
vi.mock('../../shared/limits', async (importOriginal) => {
  const real = await importOriginal<typeof Limits>();
  const QUOTAS = { ...real.QUOTAS, test_kind: { limit: 10, limitMessage: 'You have used your 10 test runs.' } };
  return { ...real, QUOTAS, QUOTA_KINDS: Object.keys(QUOTAS) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// The mocked record types the new kind; the service reads it the same way as a real one.
const kind = 'test_kind' as Parameters<typeof reserveQuota>[0]['kind'];

describe('a quota kind declared only in QUOTAS', () => {
  it('lets exactly 10 of 50 concurrent reservations through, with its own message', async () => {
    const u = await t.signedInUser('new-kind@example.com');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => reserveQuota({ db: t.db, userId: u.id, kind })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(40);
    for (const r of refused)
      expect(r.reason).toMatchObject({ status: 429, message: 'You have used your 10 test runs.' });
    expect((await getUsage({ db: t.db, userId: u.id }))[kind]).toEqual({ used: 10, limit: 10, unlimited: false });
  });

  it('is listed by GET /api/usage next to the built-in kinds', async () => {
    const u = await t.signedInUser('new-kind-usage@example.com');
    await reserveQuota({ db: t.db, userId: u.id, kind });
    const body = (await (await u.request('/api/usage')).json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      test_kind: { used: 1, limit: 10, unlimited: false },
      mission: { used: 0, limit: 10, unlimited: false },
      lead_magnet: { used: 0, limit: 3, unlimited: false },
    });
  });
});
