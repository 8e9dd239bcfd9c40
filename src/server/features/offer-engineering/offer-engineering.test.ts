import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOfferRecord } from '../../../shared/offer-engineering';
import { valueRatio } from '../../../shared/offer-value';
import { appWithFakeModel } from '../../ai/testing/model-app';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectOwnerOnlyResults, expectRefused, uniqueUser } from '../../test/saved-results';
import { composeOffer } from './offer.composer';
import { OFFER_FORM } from '../../test/samples';

const URL = '/api/offers';
const REQUIRED = {
  businessName: 'Ledger & Co',
  targetAudience: 'Bakery owners',
  mainProblem: 'Receipts in a shoebox',
  desiredOutcome: 'Know their profit every month',
};

describe('offer engineering with the offline composer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('generates, lists newest first, reads and deletes, only for the owner', async () => {
    const u = await t.signedInUser('offer@example.com');
    const other = await t.signedInUser('offer-other@example.com');
    const res = await u.request(URL, { json: OFFER_FORM });
    expect(res.status).toBe(201);
    const a = (await res.json()) as TOfferRecord;
    expect(a).toMatchObject({
      business_name: 'Good Dog Academy',
      industry: 'other',
      target_audience: 'New puppy owners who work full time',
      price_range: '100-500',
      timeline: 'short',
      status: 'completed',
      offline: true,
    });
    expect(a.offer.core_offer.name).toBe('Good Dog Academy 4-Week Accelerator');
    expect(a.offer.value_scorecard.time_delay.score).toBe(8);
    expect(valueRatio(a.offer.offer_stack).ratio).toBeGreaterThan(1);

    const b = (await (await u.request(URL, { json: REQUIRED })).json()) as TOfferRecord;
    expect(b).toMatchObject({
      industry: null,
      current_revenue: null,
      current_solution: null,
      solution_gaps: null,
      price_range: null,
      timeline: null,
    });

    await expectOwnerOnlyResults({
      ...{ t, url: URL, owner: u, other, newer: b, older: a, body: OFFER_FORM },
      notFound: 'That offer does not exist.',
      activity: { title: 'Offer: Good Dog Academy', href: `/offer-engineering/${a.id}` },
    });
  });

  it.each([
    ['a blank business name', { ...OFFER_FORM, businessName: '  ' }, 'Business name must not be empty'],
    ['a missing target audience', { ...REQUIRED, targetAudience: undefined }, 'Target audience must be text'],
    ['a blank main problem', { ...OFFER_FORM, mainProblem: '\n ' }, 'Main problem must not be empty'],
    ['a blank desired outcome', { ...OFFER_FORM, desiredOutcome: '' }, 'Desired outcome must not be empty'],
    [
      'a price range outside the list',
      { ...OFFER_FORM, priceRange: '50-100' },
      /^Price range must be one of under-100, /,
    ],
    ['an unknown industry', { ...OFFER_FORM, industry: 'astrology' }, /^Industry must be one of fitness, /],
    ['an unknown revenue range', { ...OFFER_FORM, currentRevenue: '1m+' }, /^Current revenue must be one of /],
    ['an unknown timeline', { ...OFFER_FORM, timeline: 'someday' }, /^Timeline must be one of immediate, /],
    ['an empty-string option', { ...OFFER_FORM, industry: '' }, /^Industry must be one of /],
    ['a number for a name', { ...OFFER_FORM, businessName: 42 }, 'Business name must be text'],
    [
      'a 5,000-character problem',
      { ...OFFER_FORM, mainProblem: 'x'.repeat(5000) },
      'Main problem must be at most 1500 characters',
    ],
    ['an extra field', { ...OFFER_FORM, status: 'draft' }, 'Unexpected field: status'],
  ])('refuses %s with a 400 naming the field, and saves nothing', async (_n, body, message) => {
    await expectRefused(await uniqueUser(t, 'offer-bad'), URL, body, message);
  });

  it('refuses a body that is not JSON or is too big, and saves nothing', async () => {
    const u = await uniqueUser(t, 'offer-body');
    const notJson = await u.request(URL, {
      method: 'POST',
      body: 'hello',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const huge = await u.request(URL, { json: { ...OFFER_FORM, mainProblem: 'x'.repeat(2_000_000) } });
    expect(huge.status).toBe(413);
    expect(await (await u.request(URL)).json()).toEqual([]);
  });

  it('answers a repeated Idempotency-Key with the first offer instead of a second', async () => {
    const u = await uniqueUser(t, 'offer-idem');
    const headers = { 'Idempotency-Key': 'offer-key-1' };
    const first = (await (await u.request(URL, { json: OFFER_FORM, headers })).json()) as TOfferRecord;
    const again = (await (await u.request(URL, { json: OFFER_FORM, headers })).json()) as TOfferRecord;
    expect(again.id).toBe(first.id);
    expect(((await (await u.request(URL)).json()) as unknown[]).length).toBe(1);
  });
});

describe('offer engineering with a model', () => {
  const model = appWithFakeModel(3000);

  it('saves the model answer, and on a failure or a malformed answer says so and saves nothing', async () => {
    const u = await model.t.signedInUser('offer-model@example.com');
    const written = composeOffer(OFFER_FORM);
    written.core_offer.name = 'Calm Dog Blueprint';
    model.fake.script({ json: written });
    const ok = await u.request(URL, { json: OFFER_FORM });
    expect(ok.status).toBe(201);
    const saved = (await ok.json()) as TOfferRecord;
    expect(saved.offline).toBe(false);
    expect(saved.offer.core_offer.name).toBe('Calm Dog Blueprint');

    model.fake.otherwise({ status: 500, error: 'down' });
    const failed = await u.request(URL, { json: OFFER_FORM });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ error: 'Failed to generate offer' });

    // A score of 11 is outside the scorecard's 1-10 on every retry: nothing may be saved.
    const broken = composeOffer(OFFER_FORM);
    broken.value_scorecard.dream_outcome.score = 11;
    model.fake.otherwise({ json: broken });
    const malformed = await u.request(URL, { json: OFFER_FORM });
    expect(malformed.status).toBeGreaterThanOrEqual(500);
    expect(await malformed.json()).toMatchObject({ error: 'Failed to generate offer' });

    model.fake.otherwise({ content: 'Here is a great offer: a course for dog owners.' });
    const prose = await u.request(URL, { json: OFFER_FORM });
    expect(await prose.json()).toMatchObject({ error: 'Failed to generate offer' });

    const list = (await (await u.request(URL)).json()) as TOfferRecord[];
    expect(list.map((o) => o.id)).toEqual([saved.id]);
  });
});
