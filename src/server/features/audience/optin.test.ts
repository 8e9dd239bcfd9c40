import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE_MESSAGES, type TOptinPageRecord } from '../../../shared/audience';
import { grantRole } from '../../auth/roles';
import { adminActivityLogs as adminLogs } from '../../db/schema';
import { optinPages } from './audience.schema';
import { clip, draftBullets, slugify } from './optin.service';
import { audienceBed, type AudienceBed, contentOf } from './testing';

let b: AudienceBed;
beforeAll(async () => {
  b = await audienceBed();
});
afterAll(async () => {
  await b.t.close();
  await b.sink.close();
});

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('drafting a page', () => {
  it('turns a title into a slug of lower-case words and digits, cut at a hyphen', () => {
    expect(slugify('Café Owners: 7 Steps to Calm!')).toBe('cafe-owners-7-steps-to-calm');
    expect(slugify('  ')).toBe('');
    const long = slugify('word '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('clips text at a word with an ellipsis, and keeps short text as it is', () => {
    expect(clip('Short line', 20)).toBe('Short line');
    const c = clip('A sentence that goes on and on, far past the room it has.', 30);
    expect(c.length).toBeLessThanOrEqual(30);
    expect(c.endsWith('…')).toBe(true);
    expect(clip('x'.repeat(400), 160)).toHaveLength(160);
  });

  it('drafts a free slug, the title, three bullets and the member name from the lead magnet', async () => {
    const dee = await b.member('Dee Trainer');
    const magnet = await b.leadMagnet(dee);
    const d = await b.draft(dee, magnet.id);
    expect(d.slug).toBe(slugify(magnet.title));
    expect(d.headline).toBe(magnet.title);
    expect(d.bullets).toHaveLength(3);
    for (const bullet of d.bullets) expect(bullet.length).toBeGreaterThan(10);
    expect(d.display_name).toBe('Dee Trainer');
    // A second page drafted from the same title gets the next free slug once the first is taken.
    await dee.request('/api/audience/pages', { json: { leadMagnetId: magnet.id, ...contentOf(d) } });
    const other = await b.leadMagnet(dee);
    expect((await b.draft(dee, other.id)).slug).toBe(`${d.slug}-2`);
  });

  it('drafts the bullets from the outline the member wrote, then the key points, and ends on the brand promise', () => {
    const magnet = {
      target_audience: 'new dog owners',
      content_outline: {
        sections: [
          { title: 'Loose leash', description: 'Stop when the leash goes tight.', keyPoints: [] },
          { title: 'Short sessions', description: '', keyPoints: [] },
        ],
        objectives: [],
      },
      generated_content: {
        mainContent: [
          { title: 'Loose leash', content: '', keyPoints: ['Why loose leash matters'] },
          { title: 'Rewards', content: '', keyPoints: ['Pay at your hip.'] },
        ],
        actionableItems: ['Buy treats'],
      },
    } as unknown as Parameters<typeof draftBullets>[0];
    expect(draftBullets(magnet, null)).toEqual([
      'Stop when the leash goes tight.',
      'Short sessions',
      'Loose leash: why loose leash matters',
    ]);
    expect(draftBullets(magnet, 'Calm walks in five weeks')[2]).toBe('Calm walks in five weeks');
  });
});

describe('publishing', () => {
  it('publishes a page with its PDF and cover made on the server, and lists it', async () => {
    const dee = await b.member();
    const { page, magnet } = await b.publish(dee);
    expect(page).toMatchObject({
      lead_magnet_id: magnet.id,
      lead_magnet_title: magnet.title,
      status: 'published',
      path: `/l/${page.slug}`,
      subscribers: 0,
      display_name: 'Dee Trainer',
    });
    const [row] = await b.t.db.select().from(optinPages).where(eq(optinPages.id, page.id));
    expect(Buffer.from(row!.pdf).subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.from(row!.cover).subarray(1, 4).toString()).toBe('PNG');
    const list = (await (await dee.request('/api/audience/pages')).json()) as TOptinPageRecord[];
    expect(list.map((p) => p.id)).toContain(page.id);
    const of = await dee.request(`/api/audience/pages/of-lead-magnet?lead_magnet_id=${magnet.id}`);
    expect(((await of.json()) as { page: TOptinPageRecord }).page.id).toBe(page.id);
  });

  it.each([
    ['with spaces', 'my page', AUDIENCE_MESSAGES.slugChars],
    ['with emoji', 'dogs-🐶', AUDIENCE_MESSAGES.slugChars],
    ['upper-case', 'Dogs', AUDIENCE_MESSAGES.slugChars],
    ['of 200 characters', 'a'.repeat(200), AUDIENCE_MESSAGES.slugLong],
    ['too short', 'ab', AUDIENCE_MESSAGES.slugShort],
    ['reserved', 'admin', AUDIENCE_MESSAGES.slugReserved],
    ['with a double hyphen', 'dog--walks', AUDIENCE_MESSAGES.slugChars],
  ])('refuses a slug %s with a message, and keeps nothing', async (_what, slug, message) => {
    const dee = await b.member();
    const magnet = await b.leadMagnet(dee);
    const d = await b.draft(dee, magnet.id);
    const res = await dee.request('/api/audience/pages', { json: { leadMagnetId: magnet.id, ...contentOf(d), slug } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(message);
    expect(await b.t.db.select().from(optinPages).where(eq(optinPages.leadMagnetId, magnet.id))).toHaveLength(0);
  });

  it('refuses a taken slug, a 2,000-character headline and a missing bullet', async () => {
    const dee = await b.member();
    const { page } = await b.publish(dee);
    const magnet = await b.leadMagnet(dee);
    const d = await b.draft(dee, magnet.id);
    const send = (over: Record<string, unknown>) =>
      dee.request('/api/audience/pages', { json: { leadMagnetId: magnet.id, ...contentOf(d), ...over } });
    const taken = await send({ slug: page.slug });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: AUDIENCE_MESSAGES.slugTaken });
    const long = await send({ headline: 'h'.repeat(2000) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toContain(AUDIENCE_MESSAGES.headlineLong);
    const two = await send({ bullets: ['one', 'two'] });
    expect(two.status).toBe(400);
  });

  it('answers a second click on Publish with a 409 and keeps one page', async () => {
    const dee = await b.member();
    const magnet = await b.leadMagnet(dee);
    const d = await b.draft(dee, magnet.id);
    const body = { json: { leadMagnetId: magnet.id, ...contentOf(d), slug: `${d.slug}-twice` } };
    const [one, two] = await Promise.all([
      dee.request('/api/audience/pages', body),
      dee.request('/api/audience/pages', body),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    expect(await b.t.db.select().from(optinPages).where(eq(optinPages.leadMagnetId, magnet.id))).toHaveLength(1);
  });

  it('edits the slug and text; the old address ends at once', async () => {
    const dee = await b.member();
    const { page } = await b.publish(dee);
    const res = await dee.request(`/api/audience/pages/${page.id}`, {
      method: 'PUT',
      json: {
        slug: `${page.slug}-new`,
        headline: 'Calm walks',
        bullets: ['a one', 'a two', 'a three'],
        displayName: 'Dee',
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ slug: `${page.slug}-new`, headline: 'Calm walks', display_name: 'Dee' });
    expect((await b.t.agent().request(`/l/${page.slug}`)).status).toBe(404);
    expect((await b.t.agent().request(`/l/${page.slug}-new`)).status).toBe(200);
  });

  it('unpublishes at once and republishes; a double click gets 409', async () => {
    const dee = await b.member();
    const { page } = await b.publish(dee);
    const visitor = b.t.agent();
    expect((await visitor.request(`/l/${page.slug}`)).status).toBe(200);
    const off = await dee.request(`/api/audience/pages/${page.id}/unpublish`, { method: 'POST' });
    expect(await off.json()).toMatchObject({ status: 'unpublished', unpublished_by: 'owner' });
    const gone = await visitor.request(`/l/${page.slug}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain(AUDIENCE_MESSAGES.offerEnded);
    expect((await visitor.request(`/l/${page.slug}/cover.png`)).status).toBe(404);
    expect((await dee.request(`/api/audience/pages/${page.id}/unpublish`, { method: 'POST' })).status).toBe(409);
    const on = await dee.request(`/api/audience/pages/${page.id}/republish`, { method: 'POST' });
    expect(await on.json()).toMatchObject({ status: 'published', unpublished_by: null });
    expect((await visitor.request(`/l/${page.slug}`)).status).toBe(200);
  });

  it("answers 404 for another member's page, lead magnet and draft, and lists only the member's own", async () => {
    const dee = await b.member();
    const eve = await b.member('Eve Other');
    const { page, magnet } = await b.publish(dee);
    for (const [method, path, json] of [
      ['GET', `/api/audience/pages/${page.id}`, undefined],
      [
        'PUT',
        `/api/audience/pages/${page.id}`,
        { slug: 'eves-now', headline: 'x', bullets: ['a', 'b', 'c'], displayName: 'E' },
      ],
      ['POST', `/api/audience/pages/${page.id}/unpublish`, undefined],
      ['DELETE', `/api/audience/pages/${page.id}`, undefined],
      ['GET', `/api/audience/pages/draft?lead_magnet_id=${magnet.id}`, undefined],
      ['GET', `/api/audience/pages/${MISSING}`, undefined],
    ] as const) {
      const res = await eve.request(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const eveMagnet = await b.leadMagnet(eve);
    const d = await b.draft(eve, eveMagnet.id);
    const steal = await eve.request('/api/audience/pages', { json: { ...contentOf(d), leadMagnetId: magnet.id } });
    expect(steal.status).toBe(404);
    expect((await (await eve.request('/api/audience/pages')).json()) as unknown[]).toEqual([]);
    expect((await b.t.agent().request(`/l/${page.slug}`)).status).toBe(200);
  });

  it('deletes a page and its address with it', async () => {
    const dee = await b.member();
    const { page } = await b.publish(dee);
    expect((await dee.request(`/api/audience/pages/${page.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await dee.request(`/api/audience/pages/${page.id}`)).status).toBe(404);
    expect((await b.t.agent().request(`/l/${page.slug}`)).status).toBe(404);
  });
});

describe('the admin list of pages', () => {
  it('lists every member’s pages with the owner, and takes one down with an audit row', async () => {
    const dee = await b.member();
    const { page } = await b.publish(dee);
    const admin = await b.member('Ada Admin');
    await grantRole(b.t.db, admin.id, 'admin');
    const list = await admin.request(`/api/admin/optin-pages?q=${page.slug}`);
    expect(list.status).toBe(200);
    const body = (await list.json()) as { items: { id: string; owner: { email: string } }[]; total: number };
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({ id: page.id, owner: { email: dee.email } });

    expect((await dee.request(`/api/admin/optin-pages`)).status).toBe(403);
    const down = await admin.request(`/api/admin/optin-pages/${page.id}/unpublish`, { method: 'POST' });
    expect(down.status).toBe(200);
    expect((await admin.request(`/api/admin/optin-pages/${page.id}/unpublish`, { method: 'POST' })).status).toBe(409);
    const logs = await b.t.db.select().from(adminLogs).where(eq(adminLogs.targetId, page.id));
    expect(logs.map((l) => l.action)).toEqual(['Unpublished opt-in page']);
    expect((await b.t.agent().request(`/l/${page.slug}`)).status).toBe(404);
    // The member cannot bring back what an admin took down.
    const back = await dee.request(`/api/audience/pages/${page.id}/republish`, { method: 'POST' });
    expect(back.status).toBe(409);
    expect(((await back.json()) as { error: string }).error).toMatch(/admin took this page offline/);
  });
});
