/** docs/product/pwa-and-offline.md. */
export const PRODUCT_NAME = 'Brandforge';
export const INSTALL_PROMPT_DELAY_MS = 30_000;
export const INSTALL_DISMISSED_KEY = 'pwa-install-dismissed';
/** A tab left open for days still learns of a new deployment. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;
/** vite-plugin-pwa's default file name, at the root so its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';
/** Drawn from the logo by scripts/pwa-icons.tsx; listed in the manifest (vite.config.ts). */
export const APP_ICON_URL = '/icons/icon-192.png';
