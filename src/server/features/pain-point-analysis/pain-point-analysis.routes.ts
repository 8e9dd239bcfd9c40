import { Hono } from 'hono';
import { ZPainPointAnalysisId } from '../../../shared/pain-point-analysis';
import { ZPainPointAnalysisInput } from '../../../shared/pain-point-input';
import { generationResponse } from '../../ai/stream-response';
import type { AppEnv } from '../../context';
import { ownerRoutes, scopeOf, withSavedResultRoutes } from '../../saved-results';
import { validate } from '../../validate';
import { generateAnalysis, painPointAnalyses } from './pain-point-analysis.service';

const routes = withSavedResultRoutes(
  ownerRoutes().post('/', validate('json', ZPainPointAnalysisInput), async (c) =>
    generationResponse(c, 201, (onPartial) =>
      generateAnalysis({ deps: c.var.deps, userId: scopeOf(c).userId, request: c.req.valid('json'), onPartial }),
    ),
  ),
  painPointAnalyses,
  ZPainPointAnalysisId,
);

export const painPointAnalysisApi = new Hono<AppEnv>().route('/pain-point-analyses', routes);
