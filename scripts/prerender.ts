/**
 * Prerenders the landing page into landing.html beside the built index.html: the same page with its
 * HTML inside #root, so the first response already shows it and the browser hydrates it. index.html
 * stays the empty shell every other path (and the offline worker's fallback) uses. Runs as the last
 * step of `vite build` (see vite.config.ts), before the offline worker lists the files to precache.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';

export const LANDING_FILE = 'landing.html';
const EMPTY_ROOT = '<div id="root"></div>';

export async function prerenderLanding({ root, outDir }: { root: string; outDir: string }): Promise<number> {
  // React's production build, as the browser gets it: the development one adds only checks and warnings.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const vite = await createServer({
    root,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  try {
    const { prerenderPage } = (await vite.ssrLoadModule('/src/client/prerender.tsx')) as {
      prerenderPage: (location: string) => Promise<string>;
    };
    const html = await prerenderPage('/');
    const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
    if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to fill`);
    writeFileSync(join(outDir, LANDING_FILE), shell.replace(EMPTY_ROOT, `<div id="root">${html}</div>`));
    return html.length;
  } finally {
    await vite.close();
    process.env.NODE_ENV = nodeEnv;
  }
}
