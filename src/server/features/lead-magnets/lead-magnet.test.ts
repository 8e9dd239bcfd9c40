import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLeadMagnetRecord } from '../../../shared/lead-magnets';
import { appWithFakeModel } from '../../ai/testing/model-app';
import { grantRole } from '../../auth/roles';
import { getUsage, reserveQuota } from '../../quota/quota.service';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectOwnerOnlyResults, uniqueUser } from '../../test/saved-results';
import { composeLeadMagnet } from './lead-magnet.composer';
import { leadMagnetGenerator } from './lead-magnet.generator';
import { parseInput } from '../../ai/generator';
import { LEAD_MAGNET_DRAFT } from '../../test/samples';

const URL = '/api/lead-magnets';
const LIMIT_MESSAGE = "You've reached your monthly limit of 3 lead magnets. Limit resets next month.";
const used = async (t: TestApp, userId: string) => (await getUsage({ db: t.db, userId })).lead_magnet.used;

describe('lead magnets with the offline composer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('generates, lists newest first, reads and deletes, only for the owner', async () => {
    const u = await uniqueUser(t, 'lm');
    const other = await uniqueUser(t, 'lm-other');
    const res = await u.request(URL, { json: LEAD_MAGNET_DRAFT });
    expect(res.status).toBe(201);
    const a = (await res.json()) as TLeadMagnetRecord;
    expect(a).toMatchObject({
      title: LEAD_MAGNET_DRAFT.title,
      description: LEAD_MAGNET_DRAFT.description,
      target_audience: LEAD_MAGNET_DRAFT.targetAudience,
      industry: 'Education',
      pain_points: LEAD_MAGNET_DRAFT.painPoints,
      lead_magnet_type: 'checklist',
      design_preferences: LEAD_MAGNET_DRAFT.designPreferences,
      offline: true,
    });
    expect(a.content_outline.sections[1]).toEqual({ ...LEAD_MAGNET_DRAFT.contentOutline.sections[1], keyPoints: [] });
    expect(a.generated_content.mainContent.map((m) => m.title)).toEqual(
      LEAD_MAGNET_DRAFT.contentOutline.sections.map((s) => s.title),
    );

    const { description: _d, designPreferences: _p, ...bare } = LEAD_MAGNET_DRAFT;
    const b = (await (await u.request(URL, { json: bare })).json()) as TLeadMagnetRecord;
    expect(b.description).toBeNull();
    // The spec's defaults: professional, modern, images on, charts off.
    expect(b.design_preferences).toEqual({
      colorScheme: 'professional',
      style: 'modern',
      includeImages: true,
      includeCharts: false,
    });

    await expectOwnerOnlyResults({
      ...{ t, url: URL, owner: u, other, newer: b, older: a, body: LEAD_MAGNET_DRAFT },
      notFound: 'That lead magnet does not exist.',
      activity: { title: `Lead magnet: ${LEAD_MAGNET_DRAFT.title}`, href: `/lead-magnet-generator/${a.id}` },
    });
    // Deleting does not give the month's unit back.
    expect(await used(t, u.id)).toBe(2);
  });

  it('lets the 3rd generation of the month through and refuses the 4th with the spec message', async () => {
    const u = await uniqueUser(t, 'lm-quota');
    await reserveQuota({ db: t.db, userId: u.id, kind: 'lead_magnet' });
    await reserveQuota({ db: t.db, userId: u.id, kind: 'lead_magnet' });
    expect((await u.request(URL, { json: LEAD_MAGNET_DRAFT })).status).toBe(201);
    const refused = await u.request(URL, { json: LEAD_MAGNET_DRAFT });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: LIMIT_MESSAGE });
    expect(((await (await u.request(URL)).json()) as unknown[]).length).toBe(1);
    expect(await used(t, u.id)).toBe(3);
  });

  it('lets exactly 2 of 20 concurrent generations through at 1 used', async () => {
    const u = await uniqueUser(t, 'lm-twenty');
    await reserveQuota({ db: t.db, userId: u.id, kind: 'lead_magnet' });
    const results = await Promise.all(Array.from({ length: 20 }, () => u.request(URL, { json: LEAD_MAGNET_DRAFT })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 429)).toHaveLength(18);
    expect(((await (await u.request(URL)).json()) as unknown[]).length).toBe(2);
    expect(await used(t, u.id)).toBe(3);
  });

  it('does not meter admins', async () => {
    const admin = await uniqueUser(t, 'lm-admin');
    await grantRole(t.db, admin.id, 'admin');
    for (let i = 0; i < 4; i++) expect((await admin.request(URL, { json: LEAD_MAGNET_DRAFT })).status).toBe(201);
    expect((await getUsage({ db: t.db, userId: admin.id })).lead_magnet).toMatchObject({ unlimited: true });
  });

  const sections = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ title: `Section ${i + 1}`, description: 'What it covers.' }));
  it.each([
    ['a blank title', { ...LEAD_MAGNET_DRAFT, title: '   ' }, 'Title must not be empty'],
    ['a blank audience', { ...LEAD_MAGNET_DRAFT, targetAudience: '' }, 'Target audience must not be empty'],
    ['an unknown industry', { ...LEAD_MAGNET_DRAFT, industry: 'Astrology' }, 'Please choose an industry from the list'],
    ['no pain points', { ...LEAD_MAGNET_DRAFT, painPoints: [] }, 'Pain points needs at least one entry'],
    ['a blank pain point', { ...LEAD_MAGNET_DRAFT, painPoints: ['  '] }, 'Pain point must not be empty'],
    [
      'a 5,000-character pain point',
      { ...LEAD_MAGNET_DRAFT, painPoints: ['x'.repeat(5000)] },
      'Pain point must be at most 200 characters',
    ],
    ['an unknown type', { ...LEAD_MAGNET_DRAFT, leadMagnetType: 'webinar' }, 'Please choose a lead magnet type'],
    [
      'no sections',
      { ...LEAD_MAGNET_DRAFT, contentOutline: { sections: [] } },
      'Content sections needs at least one entry',
    ],
    [
      'a 20-section outline',
      { ...LEAD_MAGNET_DRAFT, contentOutline: { sections: sections(20) } },
      'Content sections can have at most 12 entries',
    ],
    [
      'a section without a description',
      { ...LEAD_MAGNET_DRAFT, contentOutline: { sections: [{ title: 'Only a title', description: ' ' }] } },
      'Section description must not be empty',
    ],
    [
      'an unknown colour scheme',
      { ...LEAD_MAGNET_DRAFT, designPreferences: { ...LEAD_MAGNET_DRAFT.designPreferences, colorScheme: 'neon' } },
      'Colour scheme must be one of professional, modern, energetic, natural, minimal',
    ],
    ['a wrong type', { ...LEAD_MAGNET_DRAFT, painPoints: 'Dog pulls' }, 'Pain points must be a list'],
    ['an extra field', { ...LEAD_MAGNET_DRAFT, userId: 'someone' }, 'Unexpected field: userId'],
  ])('refuses %s with a 400 naming the field, taking no unit and saving nothing', async (_n, body, message) => {
    const u = await uniqueUser(t, 'lm-bad');
    const res = await u.request(URL, { json: body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(message);
    expect(await (await u.request(URL)).json()).toEqual([]);
    expect(await used(t, u.id)).toBe(0);
  });

  it('accepts the largest draft the wizard allows and stays within every output limit', async () => {
    const u = await uniqueUser(t, 'lm-big');
    const big = {
      ...LEAD_MAGNET_DRAFT,
      title: 'T'.repeat(150),
      targetAudience: 'a'.repeat(300),
      painPoints: Array.from({ length: 15 }, (_, i) => `${'p'.repeat(190)} ${i}`),
      contentOutline: {
        sections: Array.from({ length: 12 }, (_, i) => ({
          title: `${'s'.repeat(140)} ${i}`,
          description: 'd'.repeat(1000),
          keyPoints: Array.from({ length: 10 }, (_k, k) => `${'k'.repeat(290)} ${k}`),
        })),
        objectives: Array.from({ length: 10 }, (_, i) => `${'o'.repeat(290)} ${i}`),
      },
    };
    const res = await u.request(URL, { json: big });
    expect(res.status).toBe(201);
    expect(((await res.json()) as TLeadMagnetRecord).generated_content.mainContent).toHaveLength(12);
  });
});

describe('lead magnets with a model', () => {
  const model = appWithFakeModel(3000);

  it('saves the model answer; a failure says so, saves nothing and gives the unit back', async () => {
    const u = await model.t.signedInUser('lm-model@example.com');
    const answer = composeLeadMagnet(parseInput(leadMagnetGenerator, LEAD_MAGNET_DRAFT));
    answer.executiveSummary = 'Written by the model.';
    model.fake.script({ json: answer });
    const ok = await u.request(URL, { json: LEAD_MAGNET_DRAFT });
    expect(ok.status).toBe(201);
    const saved = (await ok.json()) as TLeadMagnetRecord;
    expect(saved.offline).toBe(false);
    expect(saved.generated_content.executiveSummary).toBe('Written by the model.');

    model.fake.otherwise({ status: 500, error: 'down' });
    const failed = await u.request(URL, { json: LEAD_MAGNET_DRAFT });
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as { error: string }).error).toMatch(/^Failed to generate lead magnet: \S/);

    // Main content that skips outline sections cannot be repaired.
    model.fake.otherwise({ json: { ...answer, mainContent: answer.mainContent.slice(0, 1) } });
    const malformed = await u.request(URL, { json: LEAD_MAGNET_DRAFT });
    expect(malformed.status).toBeGreaterThanOrEqual(500);
    expect(((await malformed.json()) as { error: string }).error).toMatch(/^Failed to generate lead magnet: /);

    expect(((await (await u.request(URL)).json()) as unknown[]).length).toBe(1);
    expect((await getUsage({ db: model.t.db, userId: u.id })).lead_magnet.used).toBe(1);
  });
});
