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

/**
 * The stylesheet inside the page instead of linked: the first paint then waits for no second request
 * (about 17 kB gzip, inside the same response). Its font URLs are absolute, so they still resolve.
 * The text font is preloaded, so it arrives with the stylesheet rather than after it.
 */
function inlineStyles(html: string, outDir: string): string {
  let fonts = '';
  const page = html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_, href: string) => {
    const css = readFileSync(join(outDir, href), 'utf8');
    const latin = /url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)/.exec(css)?.[1];
    if (latin) fonts += `<link rel="preload" as="font" type="font/woff2" crossorigin href="${latin}">`;
    return `<style>${css}</style>`;
  });
  return page.replace('</head>', `${fonts}</head>`);
}

/**
 * The page is readable without its scripts, which only make it interactive: they load at low priority,
 * so on a slow link the page and its font come first.
 */
function laterScripts(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
}

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
    const { renderLandingHtml } = (await vite.ssrLoadModule('/src/client/prerender.tsx')) as {
      renderLandingHtml: () => Promise<string>;
    };
    const html = await renderLandingHtml();
    const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
    if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to fill`);
    const page = laterScripts(inlineStyles(shell, outDir)).replace(EMPTY_ROOT, `<div id="root">${html}</div>`);
    writeFileSync(join(outDir, LANDING_FILE), page);
    return html.length;
  } finally {
    await vite.close();
    process.env.NODE_ENV = nodeEnv;
  }
}
