import { Hono } from 'hono';
import { ZPainPointAnalysisId } from '../../../shared/pain-point-analysis';
import { ZPainPointAnalysisInput } from '../../../shared/pain-point-input';
import type { AppEnv } from '../../context';
import { ownerRoutes, scopeOf, withSavedResultRoutes } from '../../saved-results';
import { validate } from '../../validate';
import { generateAnalysis, painPointAnalyses } from './pain-point-analysis.service';

const routes = withSavedResultRoutes(
  ownerRoutes().post('/', validate('json', ZPainPointAnalysisInput), async (c) =>
    c.json(await generateAnalysis({ deps: c.var.deps, userId: scopeOf(c).userId, request: c.req.valid('json') }), 201),
  ),
  painPointAnalyses,
  ZPainPointAnalysisId,
);

export const painPointAnalysisApi = new Hono<AppEnv>().route('/pain-point-analyses', routes);
