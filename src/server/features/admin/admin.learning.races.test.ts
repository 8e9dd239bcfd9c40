import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNING_MESSAGES, type TCourse, type TLearningCategory } from '../../../shared/learning';
import { grantRole } from '../../auth/roles';
import { createTestApp, type TestApp } from '../../test/harness';

type Agent = Awaited<ReturnType<TestApp['signedInUser']>>;
const A = '/api/admin/learning';

/*
 * Ten creations at once race for the same slug. Only PostgreSQL runs them concurrently (PGlite has one
 * connection), so the race is real only there; the same checks still run on PGlite.
 */
describe('admin learning creations racing for one slug', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedInUser('racer@example.com', 'Rita Racer');
    await grantRole(t.db, admin.id, 'admin');
  });
  afterAll(() => t.close());

  const burst = (path: string, body: (i: number) => unknown) =>
    Promise.all(Array.from({ length: 10 }, (_, i) => admin.request(`${A}/${path}`, { json: body(i) })));

  it('gives ten courses with one title ten distinct slugs', async () => {
    const answers = await burst('courses', () => ({ title: 'Same Title', tags: [] }));
    expect(answers.map((r) => r.status)).toEqual(Array<number>(10).fill(201));
    const slugs = await Promise.all(answers.map(async (r) => ((await r.json()) as TCourse).slug));
    expect(new Set(slugs).size).toBe(10);
    expect(slugs).toContain('same-title');
  });

  it('gives ten categories with one name ten distinct slugs', async () => {
    const answers = await burst('categories', () => ({ name: 'Same Name' }));
    expect(answers.map((r) => r.status)).toEqual(Array<number>(10).fill(201));
    const slugs = await Promise.all(answers.map(async (r) => ((await r.json()) as TLearningCategory).slug));
    expect(new Set(slugs).size).toBe(10);
  });

  it('answers one 201 and nine 409 when ten creations ask for the same slug', async () => {
    for (const [path, body] of [
      ['categories', (i: number) => ({ name: `Category ${i}`, slug: 'asked-category' })],
      ['courses', (i: number) => ({ title: `Course ${i}`, slug: 'asked-course', tags: [] })],
    ] as const) {
      const answers = await burst(path, body);
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses, path).toEqual([201, ...Array<number>(9).fill(409)]);
      for (const r of answers.filter((a) => a.status === 409)) {
        expect(await r.json()).toMatchObject({ error: LEARNING_MESSAGES.slugTaken });
      }
    }
  });

  it('answers 409 when edits race to take one slug', async () => {
    const created = await Promise.all(
      Array.from({ length: 5 }, (_, i) => admin.request(`${A}/courses`, { json: { title: `Edit me ${i}`, tags: [] } })),
    );
    const ids = await Promise.all(created.map(async (r) => ((await r.json()) as TCourse).id));
    const answers = await Promise.all(
      ids.map((id) => admin.request(`${A}/courses/${id}`, { method: 'PATCH', json: { slug: 'edited-slug' } })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });
});
