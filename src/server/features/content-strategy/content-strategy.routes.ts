import { Hono } from 'hono';
import { z } from 'zod';
import { ZPlanId, ZPlanJobId, ZPlanRename } from '../../../shared/content-strategy';
import {
  ZAudienceSuggestionsInput,
  ZContentPlanInput,
  ZPainPointSuggestionsInput,
} from '../../../shared/content-plan-input';
import { requireSession } from '../../auth/middleware';
import { generationResponse } from '../../ai/stream-response';
import type { AppEnv } from '../../context';
import { ownerRoutes, scopeOf, withSavedResultRoutes } from '../../saved-results';
import { validate } from '../../validate';
import { getSharedPlan, renamePlan, revokeShare, savedPlans, sharePlan } from './content-plans.service';
import { activePlanJob, getPlanJob, retryPlanJob, startPlanJob, stopPlanJob } from './plan-jobs.service';
import { suggestAudiences, suggestPainPoints } from './suggestions.service';

const ZToken = z.object({ token: z.string().regex(/^[\w-]{10,64}$/, { error: 'This shared plan does not exist.' }) });

/** The wizard: suggestions and durable plan generation. */
const wizardRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .post('/audience-suggestions', validate('json', ZAudienceSuggestionsInput), async (c) =>
    generationResponse(c, 200, (onPartial) =>
      suggestAudiences({ deps: c.var.deps, userId: c.var.user.id, request: c.req.valid('json'), onPartial }),
    ),
  )
  .post('/pain-point-suggestions', validate('json', ZPainPointSuggestionsInput), async (c) =>
    generationResponse(c, 200, (onPartial) =>
      suggestPainPoints({ deps: c.var.deps, userId: c.var.user.id, request: c.req.valid('json'), onPartial }),
    ),
  )
  .post('/jobs', validate('json', ZContentPlanInput), async (c) =>
    c.json(await startPlanJob({ deps: c.var.deps, userId: c.var.user.id, input: c.req.valid('json') }), 202),
  )
  .get('/jobs/active', async (c) => c.json({ job: await activePlanJob({ deps: c.var.deps, userId: c.var.user.id }) }))
  .get('/jobs/:id', validate('param', ZPlanJobId), async (c) =>
    c.json(await getPlanJob({ deps: c.var.deps, userId: c.var.user.id, id: c.req.valid('param').id })),
  )
  .post('/jobs/:id/retry', validate('param', ZPlanJobId), async (c) =>
    c.json(await retryPlanJob({ deps: c.var.deps, userId: c.var.user.id, id: c.req.valid('param').id }), 202),
  )
  .post('/jobs/:id/stop', validate('param', ZPlanJobId), async (c) =>
    c.json(await stopPlanJob({ deps: c.var.deps, userId: c.var.user.id, id: c.req.valid('param').id })),
  );

/** Saved plans and their share links. */
const planRoutes = withSavedResultRoutes(
  ownerRoutes()
    .patch('/:id', validate('param', ZPlanId), validate('json', ZPlanRename), async (c) => {
      const planName = c.req.valid('json').planName;
      return c.json(await renamePlan({ ...scopeOf(c), id: c.req.valid('param').id, planName }));
    })
    .post('/:id/share', validate('param', ZPlanId), async (c) =>
      c.json({ token: await sharePlan({ ...scopeOf(c), id: c.req.valid('param').id }) }),
    )
    .delete('/:id/share', validate('param', ZPlanId), async (c) => {
      await revokeShare({ ...scopeOf(c), id: c.req.valid('param').id });
      return c.json({ ok: true });
    }),
  savedPlans,
  ZPlanId,
);

/** Read-only plans behind a share link: no sign-in. */
const sharedPlanRoutes = new Hono<AppEnv>().get('/:token', validate('param', ZToken), async (c) =>
  c.json(await getSharedPlan({ db: c.var.deps.db, token: c.req.valid('param').token })),
);

export const contentStrategyApi = new Hono<AppEnv>()
  .route('/content-strategy', wizardRoutes)
  .route('/content-plans', planRoutes)
  .route('/shared-plans', sharedPlanRoutes);
