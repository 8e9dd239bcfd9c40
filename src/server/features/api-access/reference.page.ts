import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { API_REFERENCE_PATH, OPENAPI_PATH } from '../../../shared/api-access';
import type { AppEnv } from '../../context';
import { projectRoot } from '../../paths';

/**
 * The interactive API reference at /docs/api: Swagger UI from the installed package, served from our own
 * origin (the CSP allows no other script source) and started by a script file rather than an inline
 * one. It reads the generated OpenAPI document, and "Try it out" calls the API with a pasted token.
 */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
};

const INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH)},
    dom_id: '#reference',
    deepLinking: true,
    persistAuthorization: false,
    tryItOutEnabled: false,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference – Brandforge</title>
<link rel="stylesheet" href="${API_REFERENCE_PATH}/swagger-ui.css">
<style>
body { margin: 0; font-family: system-ui, sans-serif; }
.bf-bar { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; padding: 0.75rem 1rem; border-bottom: 1px solid #e4e4e7; }
.bf-bar a { color: #4338ca; }
.bf-bar strong { font-size: 1.05rem; }
</style>
</head>
<body>
<header class="bf-bar"><strong>Brandforge API</strong><a href="/profile">Make a token on your profile</a><a href="${OPENAPI_PATH}">OpenAPI document</a></header>
<main id="reference"><noscript>The interactive reference needs JavaScript. The OpenAPI document above describes every operation.</noscript></main>
<script src="${API_REFERENCE_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_REFERENCE_PATH}/init.js"></script>
</body>
</html>
`;

const distDir = join(projectRoot, 'node_modules', 'swagger-ui-dist');
const cache = new Map<string, Promise<Buffer>>();
const asset = (file: string) => {
  let read = cache.get(file);
  if (!read) cache.set(file, (read = readFile(join(distDir, file))));
  return read;
};

export const referenceSite = new Hono<AppEnv>()
  .get(API_REFERENCE_PATH, (c) => c.html(PAGE))
  .get(`${API_REFERENCE_PATH}/init.js`, (c) => c.body(INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
  .get(`${API_REFERENCE_PATH}/:asset`, async (c) => {
    const known = ASSETS[c.req.param('asset')];
    if (!known) return c.notFound();
    return c.body(new Uint8Array(await asset(known.file)), 200, {
      'Content-Type': known.type,
      'Cache-Control': 'public, max-age=86400',
    });
  });
