import '@/styles/globals.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type * as React from 'react';
import { AppFrame } from '@/app/app';
import { AppRoot } from '@/app/app-root';
import { FATAL_MESSAGE } from '@/app/error-boundary';
import { loadLandingPage } from '@/app/landing';

// zod compiles object schemas with `new Function` unless told not to. The Content-Security-Policy
// forbids eval, so zod would fall back anyway, but only after a probe the browser reports as a
// violation. Set before any schema exists: zod loads later, with the first page that validates.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = Object.assign(zodConfig.__zod_globalConfig ?? {}, { jitless: true });

/**
 * The landing page's code is in hand before React starts: hydrating it behind a lazy boundary let an
 * early click (a theme switch) make React throw the prerendered page away and render it again. The
 * page does not preload the chunk: competing with the font for the line, that put off the largest
 * paint by about 0.3 s in Lighthouse's mobile run.
 */
async function landingPage(): Promise<React.ComponentType | undefined> {
  return window.location.pathname === '/' ? loadLandingPage() : undefined;
}

/** Hands a failure to load code to the error boundary, which offers a refresh, as a lazy page's would. */
function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html.');
  const landing = await landingPage().then(
    (page) => ({ page }),
    (error: unknown) => ({ error }),
  );
  const app = (
    <AppFrame>{'error' in landing ? <Rethrow error={landing.error} /> : <AppRoot landing={landing.page} />}</AppFrame>
  );
  // The landing page arrives prerendered (scripts/prerender.ts); every other page starts empty.
  if (root.firstElementChild && !('error' in landing)) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

start().catch((error: unknown) => {
  console.error('The application could not start:', error);
  document.body.textContent = FATAL_MESSAGE;
});
