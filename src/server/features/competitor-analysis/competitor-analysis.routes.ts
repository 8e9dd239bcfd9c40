import { Hono } from 'hono';
import { ZCompetitorAnalysisId, ZCompetitorAnalysisInput } from '../../../shared/competitor-analysis';
import { generationResponse } from '../../ai/stream-response';
import type { AppEnv } from '../../context';
import { ownerRoutes, scopeOf, withSavedResultRoutes } from '../../saved-results';
import { validate } from '../../validate';
import { analysisStats, analyzeCompetitors, savedAnalyses } from './competitor-analysis.service';

const routes = withSavedResultRoutes(
  ownerRoutes()
    .post('/', validate('json', ZCompetitorAnalysisInput), async (c) =>
      generationResponse(c, 201, (onPartial) =>
        analyzeCompetitors({ deps: c.var.deps, userId: scopeOf(c).userId, request: c.req.valid('json'), onPartial }),
      ),
    )
    // Before the kit's '/:id', which would read "stats" as an id.
    .get('/stats', async (c) => c.json(await analysisStats(scopeOf(c)))),
  savedAnalyses,
  ZCompetitorAnalysisId,
);

export const competitorAnalysisApi = new Hono<AppEnv>().route('/competitor-analyses', routes);
