import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPainPointAnalysisRecord } from '../../../shared/pain-point-analysis';
import { painPointReport } from '../../../shared/pain-point-report';
import { appWithFakeModel } from '../../ai/testing/model-app';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectOwnerOnlyResults, expectRefused, uniqueUser } from '../../test/saved-results';
import { composePainPointAnalysis } from './pain-point-analysis.composer';
import { PAIN_POINT_FORM } from '../../test/samples';

const URL = '/api/pain-point-analyses';

describe('pain point analysis with the offline composer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('generates, lists newest first, reads and deletes, only for the owner', async () => {
    const u = await t.signedInUser('ppa@example.com');
    const other = await t.signedInUser('ppa-other@example.com');
    const res = await u.request(URL, { json: PAIN_POINT_FORM });
    expect(res.status).toBe(201);
    const a = (await res.json()) as TPainPointAnalysisRecord;
    expect(a).toMatchObject({
      product_name: 'Calm Canine',
      target_market: 'First-time dog owners in cities',
      price_range: '$149',
      offline: true,
    });
    expect(a.result.personas.length).toBeGreaterThanOrEqual(2);
    expect(a.result.positioning.unique_value_proposition).toContain('Calm Canine');
    expect(a.result.personas[0]?.demographics).toContain('First-time dog owners in cities');

    const bare = { productName: 'Ledgerly', productDescription: 'Bookkeeping for bakeries' };
    const b = (await (await u.request(URL, { json: bare })).json()) as TPainPointAnalysisRecord;
    expect(b).toMatchObject({ target_market: null, price_range: null });

    await expectOwnerOnlyResults({
      ...{ t, url: URL, owner: u, other, newer: b, older: a, body: PAIN_POINT_FORM },
      notFound: 'That analysis does not exist.',
      activity: { title: 'Pain point analysis: Calm Canine', href: `/pain-point-analysis/${a.id}` },
    });
  });

  it.each([
    ['a blank product name', { ...PAIN_POINT_FORM, productName: '   ' }, 'Product name must not be empty'],
    [
      'a blank description',
      { ...PAIN_POINT_FORM, productDescription: ' \n ' },
      'Product description must not be empty',
    ],
    ['a missing description', { productName: 'X' }, 'Product description must be text'],
    [
      'a 10 kB description',
      { ...PAIN_POINT_FORM, productDescription: 'Dog training. '.repeat(730) },
      'Product description must be at most 3000 characters',
    ],
    ['an extra field', { ...PAIN_POINT_FORM, userId: 'someone' }, 'Unexpected field: userId'],
  ])('refuses %s and saves nothing', async (_n, body, message) => {
    await expectRefused(await uniqueUser(t, 'ppa-bad'), URL, body, message);
  });

  it('accepts a description at the 3000-character limit and stays within every output limit', async () => {
    const u = await uniqueUser(t, 'ppa-long');
    const long =
      `An accounting service for bakeries that ${'keeps the books tidy and '.repeat(200)}`.slice(0, 2999) + '.';
    const res = await u.request(URL, { json: { productName: 'Crumb Books', productDescription: long } });
    expect(res.status).toBe(201);
    const a = (await res.json()) as TPainPointAnalysisRecord;
    expect(a.product_description).toHaveLength(3000);
    const report = painPointReport(a);
    expect(report.fileName).toBe('pain-point-analysis-crumb-books.md');
    expect(report.markdown).toContain('# Pain Point Analysis: Crumb Books');
  });
});

describe('pain point analysis with a model', () => {
  const model = appWithFakeModel(3000);

  it('saves the model answer, and on a failure or a malformed answer says so and saves nothing', async () => {
    const u = await model.t.signedInUser('ppa-model@example.com');
    model.fake.script({ json: composePainPointAnalysis(PAIN_POINT_FORM) });
    const ok = await u.request(URL, { json: PAIN_POINT_FORM });
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as TPainPointAnalysisRecord).offline).toBe(false);

    model.fake.otherwise({ status: 500, error: 'down' });
    const failed = await u.request(URL, { json: PAIN_POINT_FORM });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ error: 'Failed to generate pain point analysis' });

    // Every answer names a persona the model never described: repairs cannot fix it.
    const broken = composePainPointAnalysis(PAIN_POINT_FORM);
    broken.pain_points = broken.pain_points.map((p) => ({ ...p, persona: 'Nobody' }));
    model.fake.otherwise({ json: broken });
    const malformed = await u.request(URL, { json: PAIN_POINT_FORM });
    expect(malformed.status).toBeGreaterThanOrEqual(500);
    expect(await malformed.json()).toMatchObject({ error: 'Failed to generate pain point analysis' });

    model.fake.otherwise({ content: 'Sure! Here are some personas: the busy owner, the new owner.' });
    const prose = await u.request(URL, { json: PAIN_POINT_FORM });
    expect(await prose.json()).toMatchObject({ error: 'Failed to generate pain point analysis' });

    expect(((await (await u.request(URL)).json()) as unknown[]).length).toBe(1);
  });
});
