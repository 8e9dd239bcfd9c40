import { describe, expect, it } from 'vitest';
import type { TSavedCompetitorAnalysis } from '../../../shared/competitor-analysis';
import { parseInput } from '../../ai/generator';
import { appWithFakeModel } from '../../ai/testing/model-app';
import { composeCompetitorAnalysis } from './competitor-analysis.composer';
import { competitorAnalysisGenerator } from './competitor-analysis.generator';

const URL = '/api/competitor-analyses';
const REQUEST = {
  platform: 'linkedin',
  competitors: [{ name: 'Numbers by Nadia', handle: '@numbersbynadia', notes: 'Long posts about VAT deadlines' }],
  industryContext: 'Bookkeeping for small bakeries',
};
const answer = composeCompetitorAnalysis(parseInput(competitorAnalysisGenerator, REQUEST));

describe('competitor analysis with a model', () => {
  const model = appWithFakeModel(3000);

  it('saves the model answer, not offline', async () => {
    const u = await model.t.signedInUser('ca-model@example.com');
    model.fake.script({ json: answer });
    const res = await u.request(URL, { json: REQUEST });
    expect(res.status).toBe(201);
    const [saved] = (await res.json()) as TSavedCompetitorAnalysis[];
    expect(saved).toMatchObject({ offline: false, competitor_handle: '@numbersbynadia' });
    expect(saved?.insights.map((i) => i.title)).toEqual(answer.analyses[0]?.insights.map((i) => i.title));
  });

  it.each([
    ['a model failure', { status: 500, error: 'down' }],
    ['prose instead of JSON', { content: 'Nadia is doing great on LinkedIn, keep it up!' }],
    [
      'an answer for the wrong competitor',
      { json: { analyses: [{ ...answer.analyses[0], competitor_handle: '@someoneelse' }] } },
    ],
    [
      'a confidence above 1',
      {
        json: {
          analyses: [
            { ...answer.analyses[0], insights: [{ ...answer.analyses[0]?.insights[0], confidence_score: 7 }] },
          ],
        },
      },
    ],
  ])('on %s says "Failed to analyze competitors" and saves nothing', async (name, reply) => {
    const u = await model.t.signedInUser(`ca-model-${name.replace(/\W+/g, '-').toLowerCase()}@example.com`);
    model.fake.otherwise(reply);
    const res = await u.request(URL, { json: REQUEST });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await res.json()).toMatchObject({ error: 'Failed to analyze competitors' });
    expect(await (await u.request(URL)).json()).toEqual([]);
    expect(await (await u.request(`${URL}/stats`)).json()).toMatchObject({ total_analyses: 0, total_insights: 0 });
  });
});
