// First: before any schema is made (see the file).
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadScreen } from './app/routes';
import { Layout } from './components/layout/layout';
import { startBootData } from './lib/boot-data';
import { registerServiceWorker } from './lib/pwa/service-worker';
import { watchConnection } from './lib/pwa/shell-status';
import './styles/themes.css';
import './styles/tokens.css';
import './styles/global.css';

startBootData();
// The installable app (issue #16): offline badge, and the service worker once the page has loaded.
watchConnection();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
// The screen's own code first (cached after the first visit), so it renders without a fallback.
// A promise, not a top-level await: that would split the first page's code into many files.
// Rendered as a transition: React works in slices and a phone stays responsive (Lighthouse's TBT).
void preloadScreen(location.pathname, 400).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <Layout>
            <AppRoutes />
          </Layout>
        </BrowserRouter>
      </StrictMode>,
    ),
  ),
);
