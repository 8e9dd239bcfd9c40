import {
  ZWelcomePageParam,
  ZWelcomePreviewInput,
  ZWelcomeSequenceSave,
  ZWelcomeTestInput,
} from '../../../shared/welcome-sequence';
import { generationResponse } from '../../ai/stream-response';
import type { AppEnv } from '../../context';
import { ownerRoutes } from '../../saved-results';
import { validate } from '../../validate';
import {
  generateSequence,
  getSequence,
  previewEmail,
  saveSequence,
  sendTestEmail,
  setEnabled,
} from './welcome-sequence.service';

type Ctx = { var: AppEnv['Variables']; req: { valid(target: 'param'): { pageId: string } } };
const page = validate('param', ZWelcomePageParam);
/** The signed-in member and the page the path names; every query is scoped to both. */
const scope = (c: Ctx) => ({ db: c.var.deps.db, userId: c.var.user.id, pageId: c.req.valid('param').pageId });

/** A page's welcome sequence (docs/product/audience.md, "Welcome sequence"), keyed by the page's id. */
export const sequencesRoutes = ownerRoutes()
  .post('/:pageId/generate', page, async (c) =>
    generationResponse(c, 200, (onPartial) =>
      generateSequence({ deps: c.var.deps, userId: c.var.user.id, pageId: c.req.valid('param').pageId, onPartial }),
    ),
  )
  .get('/:pageId', page, async (c) => c.json(await getSequence(c.var.deps, scope(c))))
  .put('/:pageId', page, validate('json', ZWelcomeSequenceSave), async (c) => {
    const record = await saveSequence(c.var.deps, scope(c), c.req.valid('json'));
    c.var.deps.mailEngine.wake();
    return c.json(record);
  })
  .post('/:pageId/enable', page, async (c) => {
    const record = await setEnabled(c.var.deps, scope(c), true);
    c.var.deps.mailEngine.wake();
    return c.json(record);
  })
  .post('/:pageId/disable', page, async (c) => c.json(await setEnabled(c.var.deps, scope(c), false)))
  .post('/:pageId/preview', page, validate('json', ZWelcomePreviewInput), async (c) =>
    c.json(await previewEmail(c.var.deps, scope(c), c.req.valid('json'))),
  )
  .post('/:pageId/test', page, validate('json', ZWelcomeTestInput), async (c) =>
    c.json(
      await sendTestEmail(
        c.var.deps,
        { ...scope(c), member: { email: c.var.user.email, name: c.var.user.name } },
        c.req.valid('json').emailId,
      ),
    ),
  );
