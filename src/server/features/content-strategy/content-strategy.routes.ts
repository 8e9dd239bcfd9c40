import { Hono } from 'hono';
import { z } from 'zod';
import { ZPlanRename } from '../../../shared/content-strategy';
import {
  ZAudienceSuggestionsInput,
  ZContentPlanInput,
  ZPainPointSuggestionsInput,
} from '../../../shared/content-strategy';
import { toSpecError } from '../../ai/errors';
import { generate } from '../../ai/generate';
import { requireSession } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { audienceSuggestionsGenerator } from './audience-suggestions.generator';
import {
  deletePlan,
  getPlan,
  getSharedPlan,
  listPlans,
  renamePlan,
  revokeShare,
  sharePlan,
} from './content-plans.service';
import { painPointSuggestionsGenerator } from './pain-point-suggestions.generator';
import { activePlanJob, getPlanJob, retryPlanJob, startPlanJob } from './plan-jobs.service';

const ZJobId = z.object({ id: z.uuid({ error: 'That plan generation does not exist.' }) });
const ZPlanId = z.object({ id: z.uuid({ error: 'That content plan does not exist.' }) });
const ZToken = z.object({ token: z.string().regex(/^[\w-]{10,64}$/, { error: 'This shared plan does not exist.' }) });

/** The wizard: suggestions and durable plan generation. */
export const contentStrategyRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .post('/audience-suggestions', validate('json', ZAudienceSuggestionsInput), async (c) => {
    const run = generate(c.var.deps, audienceSuggestionsGenerator, c.req.valid('json'), { userId: c.var.user.id });
    const { output, offline } = await run.catch((err: unknown) => {
      throw toSpecError(err, 'Failed to generate audience suggestions');
    });
    return c.json({ ...output, offline });
  })
  .post('/pain-point-suggestions', validate('json', ZPainPointSuggestionsInput), async (c) => {
    const run = generate(c.var.deps, painPointSuggestionsGenerator, c.req.valid('json'), { userId: c.var.user.id });
    const { output, offline } = await run.catch((err: unknown) => {
      throw toSpecError(err, 'Failed to generate pain points');
    });
    return c.json({ ...output, offline });
  })
  .post('/jobs', validate('json', ZContentPlanInput), async (c) =>
    c.json(await startPlanJob(c.var.deps, c.var.user.id, c.req.valid('json')), 202),
  )
  .get('/jobs/active', async (c) => c.json({ job: await activePlanJob(c.var.deps, c.var.user.id) }))
  .get('/jobs/:id', validate('param', ZJobId), async (c) =>
    c.json(await getPlanJob(c.var.deps, c.var.user.id, c.req.valid('param').id)),
  )
  .post('/jobs/:id/retry', validate('param', ZJobId), async (c) =>
    c.json(await retryPlanJob(c.var.deps, c.var.user.id, c.req.valid('param').id), 202),
  );

/** Saved plans and their share links. */
export const contentPlanRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await listPlans(c.var.deps.db, c.var.user.id)))
  .get('/:id', validate('param', ZPlanId), async (c) =>
    c.json(await getPlan(c.var.deps.db, c.var.user.id, c.req.valid('param').id)),
  )
  .patch('/:id', validate('param', ZPlanId), validate('json', ZPlanRename), async (c) =>
    c.json(await renamePlan(c.var.deps.db, c.var.user.id, c.req.valid('param').id, c.req.valid('json').plan_name)),
  )
  .delete('/:id', validate('param', ZPlanId), async (c) => {
    await deletePlan(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.json({ ok: true });
  })
  .post('/:id/share', validate('param', ZPlanId), async (c) =>
    c.json({ token: await sharePlan(c.var.deps.db, c.var.user.id, c.req.valid('param').id) }),
  )
  .delete('/:id/share', validate('param', ZPlanId), async (c) => {
    await revokeShare(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.json({ ok: true });
  });

/** Read-only plans behind a share link: no sign-in. */
export const sharedPlanRoutes = new Hono<AppEnv>().get('/:token', validate('param', ZToken), async (c) =>
  c.json(await getSharedPlan(c.var.deps.db, c.req.valid('param').token)),
);
