import { Hono } from 'hono';
import { ZPainPointAnalysisId } from '../../../shared/pain-point-analysis';
import { ZPainPointAnalysisInput } from '../../../shared/pain-point-input';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { deleteAnalysis, generateAnalysis, getAnalysis, listAnalyses } from './pain-point-analysis.service';

const routes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await listAnalyses({ db: c.var.deps.db, userId: c.var.user.id })))
  .post('/', validate('json', ZPainPointAnalysisInput), async (c) =>
    c.json(await generateAnalysis({ deps: c.var.deps, userId: c.var.user.id, request: c.req.valid('json') }), 201),
  )
  .get('/:id', validate('param', ZPainPointAnalysisId), async (c) =>
    c.json(await getAnalysis({ db: c.var.deps.db, userId: c.var.user.id, id: c.req.valid('param').id })),
  )
  .delete('/:id', validate('param', ZPainPointAnalysisId), async (c) => {
    await deleteAnalysis({ db: c.var.deps.db, userId: c.var.user.id, id: c.req.valid('param').id });
    return c.json({ ok: true });
  });

export const painPointAnalysisApi = new Hono<AppEnv>().route('/pain-point-analyses', routes);
