import '@/styles/globals.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary, FATAL_MESSAGE } from '@/app/error-boundary';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';

function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html.');
  createRoot(root).render(
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

try {
  start();
} catch (error) {
  console.error('The application could not start:', error);
  document.body.textContent = FATAL_MESSAGE;
}
