import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminUser, TPage, TUserStats } from '../../../shared/admin';
import { grantRole } from '../../auth/roles';
import { adminActivityLogs, adminRoles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { userStats } from './admin.users';

type Agent = Awaited<ReturnType<TestApp['signedInUser']>>;
const MISSING = '00000000-0000-4000-8000-000000000000';

/** 1,000 accounts with profiles, straight into the tables: names 'Person 0000'..'Person 0999', every tenth at Acme. */
async function seedThousand(t: TestApp) {
  await t.db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select 'seed-' || lpad(i::text, 4, '0'), 'Person ' || lpad(i::text, 4, '0'),
           'person' || lpad(i::text, 4, '0') || '@seed.example', true
    from generate_series(0, 999) as i`);
  await t.db.execute(sql`
    insert into profiles (id, email, full_name, company_name, industry, created_at)
    select 'seed-' || lpad(i::text, 4, '0'), 'person' || lpad(i::text, 4, '0') || '@seed.example',
           'Person ' || lpad(i::text, 4, '0'), case when i % 10 = 0 then 'Acme 100% Co' else 'Other' end, 'Retail',
           timestamptz '2020-01-01' + i * interval '1 hour'
    from generate_series(0, 999) as i`);
}

describe('admin users and roles', () => {
  let t: TestApp;
  let boss: Agent;
  let member: Agent;
  let n = 0;
  const someone = () => t.signedInUser(`someone-${++n}@example.com`, `Someone ${n}`);
  const logCount = async () => (await t.db.select().from(adminActivityLogs)).length;
  const roleOf = async (id: string) => (await t.db.select().from(adminRoles).where(eq(adminRoles.userId, id)))[0];
  const assign = (a: Agent, id: string, role: unknown) =>
    a.request(`/api/admin/users/${id}/role`, { method: 'PUT', json: { role } });
  const remove = (a: Agent, id: string) => a.request(`/api/admin/users/${id}/role`, { method: 'DELETE' });

  beforeAll(async () => {
    t = await createTestApp();
    boss = await t.signedInUser('boss@example.com', 'Grace Boss');
    await grantRole(t.db, boss.id, 'super_admin');
    member = await someone();
  });
  afterAll(() => t.close());

  it('assigns a role with a new row, updates that row on a second assignment, and logs each', async () => {
    const before = await logCount();
    const res = await assign(boss, member.id, 'moderator');
    expect(res.status).toBe(200);
    const first = await roleOf(member.id);
    expect(first).toMatchObject({ role: 'moderator', isActive: true });
    expect((await assign(boss, member.id, 'admin')).status).toBe(200);
    const second = await roleOf(member.id);
    expect(second).toMatchObject({ id: first?.id, role: 'admin', isActive: true });
    const logs = await t.db.select().from(adminActivityLogs).where(eq(adminActivityLogs.targetId, member.id));
    expect(await logCount()).toBe(before + 2);
    expect(logs.map((l) => l.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ role: 'moderator', previous: null }),
        expect.objectContaining({ role: 'admin', previous: 'moderator' }),
      ]),
    );
    expect(logs.every((l) => l.adminUserId === boss.id && l.targetTable === 'admin_roles')).toBe(true);
  });

  it('removes a role by setting it inactive, keeps the row, and then has nothing left to remove', async () => {
    const before = await logCount();
    expect((await remove(boss, member.id)).status).toBe(200);
    expect(await roleOf(member.id)).toMatchObject({ role: 'admin', isActive: false });
    expect(await logCount()).toBe(before + 1);
    const again = await remove(boss, member.id);
    expect(again.status).toBe(404);
    expect(await logCount()).toBe(before + 1);
    // Assigning again re-activates the same row.
    expect((await assign(boss, member.id, 'moderator')).status).toBe(200);
    expect(await roleOf(member.id)).toMatchObject({ role: 'moderator', isActive: true });
  });

  it('refuses a role that does not exist and a user that does not exist, changing nothing', async () => {
    const target = await someone();
    const before = await logCount();
    const bad = await assign(boss, target.id, 'owner');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('Role must be moderator, admin or super_admin');
    expect((await assign(boss, target.id, undefined)).status).toBe(400);
    const missing = await assign(boss, MISSING, 'moderator');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toBe('That user does not exist.');
    expect((await remove(boss, MISSING)).status).toBe(404);
    expect(await roleOf(target.id)).toBeUndefined();
    expect(await logCount()).toBe(before);
  });

  it('lets an admin with the manage_roles flag hand out moderator only, and never touch an admin', async () => {
    const deputy = await someone();
    await grantRole(t.db, deputy.id, 'admin', { manage_roles: true });
    const target = await someone();
    const peer = await someone();
    await grantRole(t.db, peer.id, 'admin');
    expect((await assign(deputy, target.id, 'moderator')).status).toBe(200);
    const before = await logCount();
    const up = await assign(deputy, target.id, 'admin');
    expect(up.status).toBe(403);
    expect((await assign(deputy, target.id, 'super_admin')).status).toBe(403);
    expect((await remove(deputy, peer.id)).status).toBe(403);
    expect((await assign(deputy, peer.id, 'moderator')).status).toBe(403);
    expect(await roleOf(target.id)).toMatchObject({ role: 'moderator', isActive: true });
    expect(await roleOf(peer.id)).toMatchObject({ role: 'admin', isActive: true });
    expect(await logCount()).toBe(before);
    expect((await remove(deputy, target.id)).status).toBe(200);
  });

  it('never lets the last active super admin remove or lower their own role', async () => {
    const before = await logCount();
    const own = await remove(boss, boss.id);
    expect(own.status).toBe(409);
    expect(((await own.json()) as { error: string }).error).toMatch(/last active super admin/);
    expect((await assign(boss, boss.id, 'admin')).status).toBe(409);
    expect(await roleOf(boss.id)).toMatchObject({ role: 'super_admin', isActive: true });
    expect(await logCount()).toBe(before);
    // With a second super admin, stepping down works, and the other one is then the last.
    const second = await someone();
    expect((await assign(boss, second.id, 'super_admin')).status).toBe(200);
    expect((await assign(boss, boss.id, 'admin')).status).toBe(200);
    expect((await remove(second, second.id)).status).toBe(409);
    expect((await assign(second, boss.id, 'super_admin')).status).toBe(200);
  });

  describe('with 1,000 more users', () => {
    beforeAll(() => seedThousand(t));
    const list = async (query: string) => {
      const res = await boss.request(`/api/admin/users?${query}`);
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as TPage<TAdminUser>;
    };

    it('pages through everyone without repeating or skipping a row', async () => {
      const first = await list('');
      const total = first.total;
      expect(total).toBeGreaterThanOrEqual(1000);
      expect(first.items).toHaveLength(25);
      const ids = new Set<string>();
      for (let page = 1; page <= Math.ceil(total / 25); page++) {
        for (const u of (await list(`sort=full_name&dir=asc&page=${page}`)).items) ids.add(u.id);
      }
      expect(ids.size).toBe(total);
      expect((await list(`page=${Math.ceil(total / 25) + 1}`)).items).toEqual([]);
    });

    it('searches name, e-mail and company, with % and _ matched literally', async () => {
      expect((await list('q=Person%200042')).items.map((u) => u.email)).toEqual(['person0042@seed.example']);
      expect((await list('q=PERSON0999%40SEED')).total).toBe(1);
      const acme = await list(`q=${encodeURIComponent('acme 100%')}`);
      expect(acme.total).toBe(100);
      expect((await list(`q=${encodeURIComponent('100_')}`)).total).toBe(0);
      expect((await list('q=nobody-by-that-name')).items).toEqual([]);
    });

    it('sorts by each column and shows the role, or none', async () => {
      const asc = await list('sort=email&dir=asc');
      expect(asc.items[0]?.email).toBe('boss@example.com');
      const byRole = await list('sort=role&dir=desc');
      expect(byRole.items[0]?.role).toBe('super_admin');
      const oldest = await list('sort=created_at&dir=asc');
      expect(oldest.items[0]?.email).toBe('person0000@seed.example');
      expect(oldest.items[0]?.role).toBeNull();
    });

    it('shows how many access tokens each user holds, never the tokens', async () => {
      const holder = await someone();
      for (const name of ['Zapier', 'Claude'])
        await holder.request('/api/api-tokens', { json: { name, scopes: ['read'], expiresInDays: 30 } });
      const res = await boss.request(`/api/admin/users?q=${encodeURIComponent(holder.email)}`);
      const text = await res.text();
      expect(text).not.toMatch(/bf_/);
      const page = JSON.parse(text) as TPage<TAdminUser>;
      expect(page.items.map((u) => u.api_tokens)).toEqual([2]);
      expect((await list('q=person0042')).items[0]?.api_tokens).toBe(0);
    });

    it('refuses a bad sort, direction or page', async () => {
      for (const q of ['sort=password', 'dir=up', 'page=0', 'page=abc', 'extra=1', `q=${'x'.repeat(201)}`]) {
        expect((await boss.request(`/api/admin/users?${q}`)).status, q).toBe(400);
      }
    });

    it('counts new users from the first of the month (UTC) and equals active to total', async () => {
      await t.db.execute(sql`
        insert into "user" (id, name, email) values ('edge-a', 'Edge A', 'edge-a@seed.example'),
          ('edge-b', 'Edge B', 'edge-b@seed.example')`);
      await t.db.execute(sql`
        insert into profiles (id, email, created_at) values
          ('edge-a', 'edge-a@seed.example', timestamptz '2031-02-28 23:59:59.999+00'),
          ('edge-b', 'edge-b@seed.example', timestamptz '2031-03-01 00:00:00+00')`);
      const march = await userStats(t.db, new Date('2031-03-15T12:00:00Z'));
      expect(march.new_this_month).toBe(1);
      const firstInstant = await userStats(t.db, new Date('2031-03-01T00:00:00Z'));
      expect(firstInstant.new_this_month).toBe(1);
      const res = await boss.request('/api/admin/users/stats');
      const stats = (await res.json()) as TUserStats;
      expect(stats.active_users).toBe(stats.total_users);
      expect(stats.total_users).toBeGreaterThanOrEqual(1002);
      const active = await t.db.select().from(adminRoles).where(eq(adminRoles.isActive, true));
      expect(stats.admins).toBe(active.length);
    });
  });
});
