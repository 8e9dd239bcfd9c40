import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { defineFeature } from '../../feature';
import type { ProgramOperation } from '../../program-api';
import { apiTokensApi } from './api-tokens.routes';
import { referenceSite } from './reference.page';
import { createV1Api, openApiDocument } from './v1.routes';

export const apiAccessFeature = defineFeature({
  name: 'api-access',
  api: apiTokensApi,
  site: referenceSite,
});

/**
 * The public API for `/api/v1`, built from every feature's program operations, with its OpenAPI document
 * at `/api/v1/openapi.json` (generated once, on first request).
 */
export function publicApi(operations: readonly ProgramOperation[]) {
  const v1 = createV1Api(operations);
  let document: ReturnType<typeof openApiDocument> | undefined;
  return new Hono<AppEnv>()
    .get('/openapi.json', async (c) => c.json(await (document ??= openApiDocument(v1, c.var.deps.config.appUrl))))
    .route('/', v1 as unknown as Hono<AppEnv>);
}

/** What the admin area may read: how many tokens members hold, never the tokens. */
export { tokenCounts } from './api-tokens.service';
