import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { prepareFirstScreen } from './first-screen.ts';
import { FIRST_SCREEN_MARKS } from './first-screen-timing.ts';
import { changeLanguage } from './i18n/i18n.ts';
import { SOURCE_LANGUAGE } from './i18n/languages.ts';
import { openingLanguageOf } from './i18n/page-language.ts';
import { warmFormats } from './i18n/warm-formats.ts';
import { registerServiceWorker } from './offline/register-service-worker.ts';
import { documentTitle } from './routes.ts';
import './styles/base.css';

const root = document.getElementById('root');
if (root) {
  const opening = openingLanguageOf({
    search: window.location.search,
    cookies: document.cookie,
    shell: document.documentElement.lang,
  });
  // Named at once when its messages came with the entry; in another language once its catalog is there (the
  // shell keeps it in step afterwards).
  if (opening === SOURCE_LANGUAGE) document.title = documentTitle(window.location.pathname);
  // Asked first: the first screen's lazy page loads its messages in this language. A catalog that cannot
  // load (a network gone) leaves the page in French rather than blank.
  const language = changeLanguage(opening).catch(() => undefined);
  warmFormats(opening);
  // The first render in a transition: React builds the page in slices between which the phone answers a tap,
  // instead of one long task before the first paint.
  void Promise.all([language, prepareFirstScreen(window.location)]).then(() => {
    // Named again in the page's language.
    document.title = documentTitle(window.location.pathname);
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
