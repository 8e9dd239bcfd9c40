import '@/styles/globals.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppFrame } from '@/app/app';
import { AppRoot } from '@/app/app-root';
import { FATAL_MESSAGE } from '@/app/error-boundary';

// zod compiles object schemas with `new Function` unless told not to. The Content-Security-Policy
// forbids eval, so zod would fall back anyway, but only after a probe the browser reports as a
// violation. Set before any schema exists: zod loads later, with the first page that validates.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = Object.assign(zodConfig.__zod_globalConfig ?? {}, { jitless: true });

function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html.');
  const app = (
    <AppFrame>
      <AppRoot onLanding={window.location.pathname === '/'} />
    </AppFrame>
  );
  // The landing page arrives prerendered (scripts/prerender.ts); every other page starts empty.
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

try {
  start();
} catch (error) {
  console.error('The application could not start:', error);
  document.body.textContent = FATAL_MESSAGE;
}
