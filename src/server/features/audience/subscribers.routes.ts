import {
  ZImportPreview,
  ZImportSubscribers,
  ZSubscriberFilter,
  ZSubscriberId,
  ZSubscriberQuery,
} from '../../../shared/audience-subscribers';
import { ownerRoutes, scopeOf } from '../../saved-results';
import { validate } from '../../validate';
import {
  exportSubscribers,
  getSubscriber,
  importSubscribers,
  listSubscribers,
  previewImport,
  removeSubscriber,
  subscriberStats,
} from './subscribers.service';

/**
 * A member's subscribers (docs/product/audience.md, "Subscribers"); fixed paths before `/:id`. The two
 * import routes take a file's text, so app.ts gives their bodies the import's limit instead of 1 MB.
 */
export const subscribersRoutes = ownerRoutes()
  .get('/', validate('query', ZSubscriberQuery), async (c) => {
    const { limit, offset, ...filter } = c.req.valid('query');
    return c.json(await listSubscribers({ ...scopeOf(c), limit, offset, filter }));
  })
  .get('/stats', async (c) => c.json(await subscriberStats(scopeOf(c))))
  .get('/export', validate('query', ZSubscriberFilter), async (c) => {
    const csv = await exportSubscribers({ ...scopeOf(c), filter: c.req.valid('query') });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="subscribers-${day}.csv"`,
    });
  })
  .post('/import/preview', validate('json', ZImportPreview), (c) => c.json(previewImport(c.req.valid('json').csv)))
  .post('/import', validate('json', ZImportSubscribers), async (c) =>
    c.json(await importSubscribers({ ...scopeOf(c), request: c.req.valid('json') })),
  )
  .get('/:id', validate('param', ZSubscriberId), async (c) =>
    c.json(await getSubscriber({ ...scopeOf(c), id: c.req.valid('param').id })),
  )
  .delete('/:id', validate('param', ZSubscriberId), async (c) => {
    await removeSubscriber({ ...scopeOf(c), id: c.req.valid('param').id });
    return c.json({ ok: true });
  });
