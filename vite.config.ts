import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { LANDING_FILE, prerenderLanding } from './scripts/prerender.ts';
import { pureSharedDefinitions } from './scripts/pure-definitions.ts';
import { THEME_INIT_SCRIPT } from './src/shared/theme-init.ts';

const THEME_COLOR = '#09090b'; // the dark theme's --background; dark is the default theme
const shortcutIcons = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];

/**
 * The web app manifest. The icons are drawn from the logo by scripts/pwa-icons.tsx. The URLs are
 * written out because the config loads before the app's modules can be; src/client/features/pwa
 * tests them against config/paths.ts.
 */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Brandforge',
  short_name: 'Brandforge',
  description:
    'Brandforge helps creators, coaches and small businesses build a personal brand with AI: mission statements, social bios, niche discovery and 30-day content plans.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: THEME_COLOR,
  categories: ['business', 'productivity', 'education'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Mission Statement', url: '/mission', icons: shortcutIcons },
    { name: 'Content Strategy', url: '/content-strategy', icons: shortcutIcons },
    { name: 'Learning Hub', url: '/learning', icons: shortcutIcons },
  ],
};

/**
 * The installable app (src/client/features/pwa registers the worker). The worker precaches the built
 * shell and assets only; it never answers for the server's own paths, so API data, sessions, mail
 * links (/api/auth/verify-email) and health checks always reach the server.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: webManifest,
  includeAssets: ['icons/apple-touch-icon.png'],
  workbox: {
    // The manifest, its icons and includeAssets are added by the plugin.
    globPatterns: ['**/*.{js,css,html,woff2}'],
    // The PDF and Word writers (about 420 kB gzip) load only when someone exports; every install
    // should not download them up front.
    globIgnores: ['**/pdf-render-*.js', '**/docx-render-*.js'],
    navigateFallback: 'index.html',
    // The site's root is the prerendered landing page, offline too.
    directoryIndex: LANDING_FILE,
    // Pages the server renders itself (a member's opt-in pages at /l/…, the API reference) are never the app's shell.
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/healthz$/, /^\/readyz$/, /^\/l\//, /^\/docs\/api(\/|$)/, /^\/mcp$/],
    // Hashed names already say when a file changed; re-fetching them to bust caches would be waste.
    dontCacheBustURLsMatching: /^assets\//,
    cleanupOutdatedCaches: true,
    // The first visit works offline at once; later versions still wait for the user's Reload.
    clientsClaim: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
  },
});

/** The stored theme, applied by an inline script before anything paints (see src/shared/theme-init.ts). */
const themeBeforePaint = (): Plugin => ({
  name: 'brandforge-theme-before-paint',
  transformIndexHtml: () => [{ tag: 'script', children: THEME_INIT_SCRIPT, injectTo: 'head-prepend' }],
});

/** Writes the prerendered landing page once the client is built, before the worker lists its files. */
const prerender = (): Plugin => {
  let outDir = '';
  let root = '';
  return {
    name: 'brandforge-prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const bytes = await prerenderLanding({ root, outDir });
      this.info(`prerendered / into ${LANDING_FILE} (${(bytes / 1024).toFixed(1)} kB of HTML)`);
    },
  };
};

export default defineConfig({
  plugins: [react(), tailwindcss(), pureSharedDefinitions(), themeBeforePaint(), prerender(), pwa],
  resolve: { alias: { '@': fileURLToPath(new URL('./src/client', import.meta.url)) } },
  build: { outDir: 'dist/client', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
