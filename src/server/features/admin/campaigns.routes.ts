import { Hono } from 'hono';
import {
  ZAudienceQuery,
  ZCampaignDraft,
  ZCampaignListQuery,
  ZCampaignParam,
  ZCampaignPreviewInput,
  ZCampaignSchedule,
} from '../../../shared/campaigns';
import type { AppEnv } from '../../context';
import { validate } from '../../validate';
import { requireAdminLevel } from './admin.access';
import {
  audienceCount,
  campaignProblems,
  cancelCampaign,
  createCampaign,
  deleteCampaign,
  duplicateCampaign,
  getCampaign,
  listCampaigns,
  pauseCampaign,
  previewCampaign,
  resumeCampaign,
  scheduleCampaign,
  sendCampaign,
  sendTestCampaign,
  updateCampaign,
} from './campaigns.service';

const view = requireAdminLevel('view');
const manage = requireAdminLevel('manage');

type Ctx = { var: AppEnv['Variables'] };
const actor = (c: Ctx) => ({ db: c.var.deps.db, userId: c.var.user.id, mailLists: c.var.deps.mailLists });
const idOf = (c: { req: { valid(t: 'param'): { id: string } } }) => c.req.valid('param').id;
const param = validate('param', ZCampaignParam);

/**
 * /api/admin/campaigns (docs/product/admin-campaigns.md): a moderator reads the list and the statistics;
 * composing and every state change need admin status. Behind the admin router's session and role check.
 */
export const campaignRoutes = new Hono<AppEnv>()
  .get('/', view, validate('query', ZCampaignListQuery), async (c) =>
    c.json(await listCampaigns(c.var.deps.db, c.req.valid('query').status)),
  )
  .get('/audience', manage, validate('query', ZAudienceQuery), async (c) => {
    const { audience } = c.req.valid('query');
    return c.json({ audience, recipients: await audienceCount(c.var.deps, audience) });
  })
  .post('/preview', manage, validate('json', ZCampaignPreviewInput), async (c) =>
    c.json(await previewCampaign(c.var.deps.config, c.req.valid('json'))),
  )
  .post('/', manage, validate('json', ZCampaignDraft), async (c) =>
    c.json(await createCampaign(actor(c), c.req.valid('json')), 201),
  )
  .get('/:id', view, param, async (c) => c.json(await getCampaign(c.var.deps.db, idOf(c))))
  .get('/:id/problems', view, param, async (c) => c.json(await campaignProblems(c.var.deps.db, idOf(c))))
  .put('/:id', manage, param, validate('json', ZCampaignDraft), async (c) =>
    c.json(await updateCampaign(actor(c), idOf(c), c.req.valid('json'))),
  )
  .post('/:id/test', manage, param, async (c) =>
    c.json(await sendTestCampaign(c.var.deps, { email: c.var.user.email, name: c.var.user.name }, idOf(c))),
  )
  .post('/:id/send', manage, param, async (c) => {
    const record = await sendCampaign(actor(c), idOf(c));
    c.var.deps.mailEngine.wake();
    return c.json(record);
  })
  .post('/:id/schedule', manage, param, validate('json', ZCampaignSchedule), async (c) =>
    c.json(await scheduleCampaign(actor(c), idOf(c), new Date(c.req.valid('json').scheduledAt))),
  )
  .post('/:id/cancel', manage, param, async (c) => c.json(await cancelCampaign(actor(c), idOf(c))))
  .post('/:id/pause', manage, param, async (c) => c.json(await pauseCampaign(actor(c), idOf(c))))
  .post('/:id/resume', manage, param, async (c) => {
    const record = await resumeCampaign(actor(c), idOf(c));
    c.var.deps.mailEngine.wake();
    return c.json(record);
  })
  .post('/:id/duplicate', manage, param, async (c) => c.json(await duplicateCampaign(actor(c), idOf(c)), 201))
  .delete('/:id', manage, param, async (c) => {
    await deleteCampaign(actor(c), idOf(c));
    return c.json({ ok: true as const });
  });
