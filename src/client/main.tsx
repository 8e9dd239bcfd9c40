import '@/styles/globals.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppFrame } from '@/app/app';
import { FATAL_MESSAGE } from '@/app/error-boundary';
import { AppRouter } from '@/app/router';

function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html.');
  const app = (
    <AppFrame>
      <AppRouter />
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
