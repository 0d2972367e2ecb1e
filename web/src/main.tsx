import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { prepareFirstScreen } from './first-screen.ts';
import { FIRST_SCREEN_MARKS } from './first-screen-timing.ts';
import { registerServiceWorker } from './offline/register-service-worker.ts';
import { documentTitle } from './routes.ts';
import './styles/base.css';

const root = document.getElementById('root');
if (root) {
  // Named at once, while its first screen loads (the shell keeps it in step afterwards).
  document.title = documentTitle(window.location.pathname);
  // The first render in a transition: React builds the page in slices between which the phone answers a tap,
  // instead of one long task before the first paint.
  void prepareFirstScreen(window.location).then(() => {
    performance.mark(FIRST_SCREEN_MARKS.rendered);
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
}

// The development server has no built shell to keep.
if (import.meta.env.PROD) registerServiceWorker();
