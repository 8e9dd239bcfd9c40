import { z } from 'zod';
import { AUDIENCE_MESSAGES, ZOptinPageContent, ZPublishOptinPage } from '../../../shared/audience';
import { ownerRoutes, scopeOf, withSavedResultRoutes } from '../../saved-results';
import { validate } from '../../validate';
import { draftPage, pageOfLeadMagnet, publishPage, savedPages, setPublished, updatePage } from './optin.service';
import { sendingStatus } from './sending.service';

const ZPageId = z.object({ id: z.uuid({ error: AUDIENCE_MESSAGES.pageNotFound }) });
const ZLeadMagnetQuery = z.object({ lead_magnet_id: z.uuid({ error: AUDIENCE_MESSAGES.leadMagnetNotFound }) });

/** A member's opt-in pages (docs/product/audience.md); every route reads and changes only their own. */
export const pagesRoutes = withSavedResultRoutes(
  ownerRoutes()
    .get('/draft', validate('query', ZLeadMagnetQuery), async (c) =>
      c.json(await draftPage({ ...scopeOf(c), id: c.req.valid('query').lead_magnet_id })),
    )
    .get('/of-lead-magnet', validate('query', ZLeadMagnetQuery), async (c) =>
      c.json({ page: await pageOfLeadMagnet({ ...scopeOf(c), id: c.req.valid('query').lead_magnet_id }) }),
    )
    .get('/sending', async (c) => c.json(await sendingStatus(scopeOf(c), c.var.deps.config.email.memberDailyLimit)))
    .post('/', validate('json', ZPublishOptinPage), async (c) =>
      c.json(await publishPage(scopeOf(c), c.req.valid('json')), 201),
    )
    .put('/:id', validate('param', ZPageId), validate('json', ZOptinPageContent), async (c) =>
      c.json(await updatePage({ ...scopeOf(c), id: c.req.valid('param').id }, c.req.valid('json'))),
    )
    .post('/:id/unpublish', validate('param', ZPageId), async (c) =>
      c.json(await setPublished({ ...scopeOf(c), id: c.req.valid('param').id }, false)),
    )
    .post('/:id/republish', validate('param', ZPageId), async (c) =>
      c.json(await setPublished({ ...scopeOf(c), id: c.req.valid('param').id }, true)),
    ),
  savedPages,
  ZPageId,
);
