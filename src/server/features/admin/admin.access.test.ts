import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminAccess, TAdminLevel, TAdminRole } from '../../../shared/admin';
import { grantRole } from '../../auth/roles';
import { createTestApp, type TestApp } from '../../test/harness';

/**
 * The level each admin route needs. The test below reads the app's own route table, so a route added
 * without a line here fails until someone decides who may call it.
 */
const LEVELS: Record<string, TAdminLevel> = {
  'GET /api/admin/dashboard': 'view',
  'GET /api/admin/users': 'view',
  'GET /api/admin/users/stats': 'view',
  'PUT /api/admin/users/:userId/role': 'roles',
  'DELETE /api/admin/users/:userId/role': 'roles',
  'GET /api/admin/learning/categories': 'manage',
  'POST /api/admin/learning/categories': 'manage',
  'PATCH /api/admin/learning/categories/:id': 'manage',
  'DELETE /api/admin/learning/categories/:id': 'manage',
  'GET /api/admin/learning/courses': 'manage',
  'POST /api/admin/learning/courses': 'manage',
  'PATCH /api/admin/learning/courses/:id': 'manage',
  'DELETE /api/admin/learning/courses/:id': 'manage',
  'GET /api/admin/learning/lessons': 'manage',
  'POST /api/admin/learning/lessons': 'manage',
  'PATCH /api/admin/learning/lessons/:id': 'manage',
  'DELETE /api/admin/learning/lessons/:id': 'manage',
  'GET /api/admin/settings': 'manage',
  'POST /api/admin/settings/test-connection': 'manage',
  'GET /api/admin/activity': 'manage',
  'GET /api/admin/activity/export': 'manage',
  'GET /api/admin/campaigns': 'view',
  'GET /api/admin/campaigns/audience': 'manage',
  'POST /api/admin/campaigns/preview': 'manage',
  'POST /api/admin/campaigns': 'manage',
  'GET /api/admin/campaigns/:id': 'view',
  'GET /api/admin/campaigns/:id/problems': 'view',
  'PUT /api/admin/campaigns/:id': 'manage',
  'POST /api/admin/campaigns/:id/test': 'manage',
  'POST /api/admin/campaigns/:id/send': 'manage',
  'POST /api/admin/campaigns/:id/schedule': 'manage',
  'POST /api/admin/campaigns/:id/cancel': 'manage',
  'POST /api/admin/campaigns/:id/pause': 'manage',
  'POST /api/admin/campaigns/:id/resume': 'manage',
  'POST /api/admin/campaigns/:id/duplicate': 'manage',
  'DELETE /api/admin/campaigns/:id': 'manage',
  'GET /api/admin/optin-pages': 'view',
  'GET /api/admin/insights/:chart': 'view',
  'GET /api/admin/insights/:chart/export': 'view',
  'POST /api/admin/optin-pages/:id/unpublish': 'manage',
};

type Who = 'anonymous' | 'user' | TAdminRole;
const WHO: readonly Who[] = ['anonymous', 'user', 'moderator', 'admin', 'super_admin'];

/** docs/product/admin.md with the choices: a moderator views, admin status manages, super_admin assigns. */
const ALLOWED: Record<TAdminLevel, readonly Who[]> = {
  view: ['moderator', 'admin', 'super_admin'],
  manage: ['admin', 'super_admin'],
  roles: ['super_admin'],
};

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('admin access matrix', () => {
  let t: TestApp;
  const agents = new Map<Who, ReturnType<TestApp['agent']>>();

  beforeAll(async () => {
    t = await createTestApp();
    agents.set('anonymous', t.agent());
    for (const who of WHO.slice(1)) {
      const a = await t.signedInUser(`${who.replace('_', '-')}@example.com`, `The ${who}`);
      if (who !== 'user') await grantRole(t.db, a.id, who as TAdminRole);
      agents.set(who, a);
    }
  });
  afterAll(() => t.close());

  const adminRoutes = () => {
    const seen = new Set<string>();
    for (const r of t.app.routes) {
      if (r.method === 'ALL' || !r.path.startsWith('/api/admin/')) continue;
      seen.add(`${r.method} ${r.path}`);
    }
    return [...seen];
  };

  it('names a level for every admin route the app serves, and no route it does not serve', () => {
    const served = adminRoutes().sort();
    expect(served).toEqual(Object.keys(LEVELS).sort());
  });

  it('answers each route with the status its level gives each kind of caller', async () => {
    const cells: string[] = [];
    for (const key of adminRoutes()) {
      const [method, path] = key.split(' ') as [string, string];
      const url = path.replace(':userId', MISSING).replace(':id', MISSING);
      const level = LEVELS[key] as TAdminLevel;
      for (const who of WHO) {
        const res = await agents.get(who)!.request(url, { method, ...(method === 'GET' ? {} : { json: {} }) });
        const expected = who === 'anonymous' ? '401' : ALLOWED[level].includes(who) ? 'allowed' : '403';
        const got = res.status === 401 || res.status === 403 ? String(res.status) : 'allowed';
        if (got !== expected) cells.push(`${key} as ${who}: expected ${expected}, got ${res.status}`);
        if (res.status === 403) {
          expect(((await res.json()) as { error: string }).error).toBe('Access denied. Admin privileges required.');
        }
        expect(res.status, `${key} as ${who}`).toBeLessThan(500);
      }
    }
    expect(cells).toEqual([]);
  });

  it('keeps an unknown path under /api/admin closed to members', async () => {
    expect((await agents.get('anonymous')!.request('/api/admin/nothing-here')).status).toBe(401);
    expect((await agents.get('user')!.request('/api/admin/nothing-here')).status).toBe(403);
    expect((await agents.get('admin')!.request('/api/admin/nothing-here')).status).toBe(404);
  });

  it('tells each signed-in user what they may open, and nobody else', async () => {
    expect((await agents.get('anonymous')!.request('/api/admin-access')).status).toBe(401);
    const read = async (who: Who) =>
      (await (await agents.get(who)!.request('/api/admin-access')).json()) as TAdminAccess;
    expect(await read('user')).toEqual({ role: null, view: false, manage: false, assignable: [] });
    expect(await read('moderator')).toEqual({ role: 'moderator', view: true, manage: false, assignable: [] });
    expect(await read('admin')).toEqual({ role: 'admin', view: true, manage: true, assignable: [] });
    expect(await read('super_admin')).toEqual({
      role: 'super_admin',
      view: true,
      manage: true,
      assignable: ['moderator', 'admin', 'super_admin'],
    });
  });

  it('takes access away as soon as the role is removed, and never trusts an inactive row', async () => {
    const a = await t.signedInUser('short-lived@example.com');
    await grantRole(t.db, a.id, 'admin');
    expect((await a.request('/api/admin/settings')).status).toBe(200);
    const { revokeRole } = await import('../../auth/roles');
    await revokeRole(t.db, a.id);
    expect((await a.request('/api/admin/settings')).status).toBe(403);
    expect((await a.request('/api/admin/dashboard')).status).toBe(403);
  });
});
