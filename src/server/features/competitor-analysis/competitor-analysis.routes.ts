import { Hono } from 'hono';
import { ZCompetitorAnalysisId, ZCompetitorAnalysisInput } from '../../../shared/competitor-analysis';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import {
  analysisStats,
  analyzeCompetitors,
  deleteAnalysis,
  getAnalysis,
  listAnalyses,
} from './competitor-analysis.service';

const routes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await listAnalyses({ db: c.var.deps.db, userId: c.var.user.id })))
  .post('/', validate('json', ZCompetitorAnalysisInput), async (c) =>
    c.json(await analyzeCompetitors({ deps: c.var.deps, userId: c.var.user.id, request: c.req.valid('json') }), 201),
  )
  // Before '/:id', which would read "stats" as an id.
  .get('/stats', async (c) => c.json(await analysisStats({ db: c.var.deps.db, userId: c.var.user.id })))
  .get('/:id', validate('param', ZCompetitorAnalysisId), async (c) =>
    c.json(await getAnalysis({ db: c.var.deps.db, userId: c.var.user.id, id: c.req.valid('param').id })),
  )
  .delete('/:id', validate('param', ZCompetitorAnalysisId), async (c) => {
    await deleteAnalysis({ db: c.var.deps.db, userId: c.var.user.id, id: c.req.valid('param').id });
    return c.json({ ok: true });
  });

export const competitorAnalysisApi = new Hono<AppEnv>().route('/competitor-analyses', routes);
