import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadScreen } from './app/routes';
import { Layout } from './components/layout/layout';
import { startBootData } from './lib/boot-data';
import './styles/global.css';

startBootData();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
// The screen's own code first (cached after the first visit), so it renders without a fallback.
// A promise, not a top-level await: that would split the first page's code into many files.
void preloadScreen(location.pathname, 400).then(() =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Layout>
          <AppRoutes />
        </Layout>
      </BrowserRouter>
    </StrictMode>,
  ),
);
