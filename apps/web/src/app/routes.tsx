import { Loading } from '../components/loading';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { matchPath, type Params, Route, Routes } from 'react-router';
import NotFound from '../components/not-found';
import HomePage from '../features/home/components/home-page';
import { loadLearnStart, notePrefetchHandover } from '../lib/study/learn-start';
import type { StudyMode } from '@app/shared/learnsets/study-modes';
import type { RoutePattern } from '../config/paths';

/** Sets the document title of the screen it wraps (SPEC §2 titles). */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Suspense fallback={<Loading />}>
      <DocumentTitle title={title} />
      {children}
    </Suspense>
  );
}

/** Inside the Suspense boundary: the title changes when the screen has loaded, not before. */
function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

interface ScreenRoute {
  path: string;
  title: string;
  Screen: ComponentType;
  /** Loads the screen's code (and its data, where it says so) before it is first shown. */
  preload: (params: Params) => Promise<unknown>;
}

/** `path` names a page of config/paths.ts (the type refuses any other), as the router writes it. */
const screen = (
  path: RoutePattern,
  title: string,
  load: () => Promise<{ default: ComponentType }>,
  prefetch?: (params: Params) => void,
): ScreenRoute => {
  let ready: ComponentType | null = null;
  // Screens load with the shared query cache, which stays out of the first page's bundle.
  const loadScreen = async () => {
    const [module, query] = await Promise.all([load(), import('../lib/query')]);
    return (ready ??= query.withQueryClient(module.default));
  };
  const Lazy = lazy(async () => ({ default: await loadScreen() }));
  // A screen whose code is already here renders at once: no fallback, so no reveal delay. Chosen
  // once per mount: switching from Lazy to Ready on a later render would mount the screen anew
  // (its queries, and learn mode's sets, loaded twice).
  const Screen = () => {
    const [Shown] = useState(() => ready ?? Lazy);
    return <Shown />;
  };
  return {
    path,
    title,
    Screen,
    preload: (params) => {
      prefetch?.(params);
      return loadScreen();
    },
  };
};

/** A study mode's screen, which notes for a signed-in pupil that it opened ('Weiterlernen'). */
const studyMode =
  (mode: StudyMode, load: () => Promise<{ default: ComponentType }>) =>
  async (): Promise<{ default: ComponentType }> => {
    const [screenModule, record] = await Promise.all([load(), import('../lib/study/record-study')]);
    return { default: record.recordingStudy(mode, screenModule.default) };
  };

/** The study modes load their sets while the screen's code loads. */
const prefetchLearnData = ({ ids = '' }: Params) =>
  notePrefetchHandover(import('../lib/study/load-learn-data').then((m) => m.prefetchLearnData(ids)));
/**
 * Learn mode also asks for its first screen, which shows before the sets are parsed: at once, not
 * after the chunk that loads the sets.
 */
const prefetchLearnStart = ({ ids = '' }: Params) => {
  const start = loadLearnStart(ids);
  start.catch(() => {}); // learn mode then waits for the sets
  notePrefetchHandover(import('../lib/study/load-learn-data').then((m) => m.prefetchLearnData(ids, start)));
};

/** Every screen but the home page loads on demand, keeping the first load small. */
const screens: ScreenRoute[] = [
  screen('über/team', 'Team', () => import('../features/info/components/team-page')),
  screen('über/kontakt', 'Kontakt', () => import('../features/info/components/contact-page')),
  screen('über/quellcode', 'Quellcode', () => import('../features/info/components/source-code-page')),
  screen('über/impressum', 'Impressum', () => import('../features/info/components/imprint-page')),
  screen('über/datenschutz', 'Datenschutz', () => import('../features/info/components/privacy-page')),
  screen('über/agb', 'Nutzungsbedingungen', () => import('../features/info/components/terms-page')),
  screen('nutzungsbedingungen', 'Nutzungsbedingungen', () => import('../features/info/components/terms-of-use-page')),
  screen('news/:id?', 'News', () => import('../features/news/components/news-page')),
  screen('suche', 'Suche', () => import('../features/search/components/search-page')),
  screen('dokumente', 'Dokumente', () => import('../features/documents/components/document-list-page')),
  screen('dokumente/neu', 'Dokument hochladen', () => import('../features/documents/components/document-upload-page')),
  screen('dokumente/vorschau/:id', 'Dokument', () => import('../features/documents/components/document-preview-page')),
  screen(
    'dokumente/bearbeiten/:id',
    'Dokument bearbeiten',
    () => import('../features/documents/components/document-edit-page'),
  ),
  screen('lernsets', 'Lernsets', () => import('../features/learnsets/components/learnset-list-page')),
  screen('lernsets/neu', 'Lernset erstellen', () => import('../features/learnsets/components/learnset-upload-page')),
  screen(
    'lernsets/bearbeiten/:id',
    'Lernset bearbeiten',
    () => import('../features/learnsets/components/learnset-edit-page'),
  ),
  screen('lernsets/hilfe', 'Hilfe zu Lernsets', () => import('../features/learnsets/components/learnset-help-page')),
  screen('lernsets/vorschau/:id', 'Lernset', () => import('../features/learnsets/components/learnset-preview-page')),
  screen(
    'lernsets/lernen/:ids',
    'Lernen',
    studyMode('learn', () => import('../features/learn/components/learn-page')),
    prefetchLearnStart,
  ),
  screen(
    'lernsets/karten/:ids',
    'Karteikarten',
    studyMode('cards', () => import('../features/study/components/cards/cards-page')),
    prefetchLearnData,
  ),
  screen(
    'lernsets/test/:ids',
    'Test',
    studyMode('test', () => import('../features/study/components/test/test-page')),
    prefetchLearnData,
  ),
  screen(
    'lernsets/zuordnen/:ids',
    'Zuordnen',
    studyMode('match', () => import('../features/study/components/match/match-page')),
    prefetchLearnData,
  ),
  screen('lernsets/pruefung/:ids', 'Prüfungsdatum', () => import('../features/learnsets/components/exam/exam-page')),
  screen('wiederholen', 'Wiederholen', () => import('../features/learn/components/review-page')),
  screen('kalender', 'Kalender', () => import('../features/calendar/components/calendar-list-page')),
  screen('kalender/:id', 'Kalender', () => import('../features/calendar/components/calendar-page')),
  screen(
    'kalender/beitreten/:code',
    'Kalender beitreten',
    () => import('../features/calendar/components/calendar-join-page'),
  ),
  screen('anmelden', 'Anmelden', () => import('../features/account/components/sign-in-page')),
  screen(
    'passwort-vergessen',
    'Passwort vergessen',
    () => import('../features/account/components/password-forgotten-page'),
  ),
  screen(
    'passwort-vergessen/:token',
    'Neues Passwort',
    () => import('../features/account/components/password-reset-page'),
  ),
  screen('abmelden', 'Abmelden', () => import('../features/account/components/logout-page')),
  screen('registrieren', 'Registrieren', () => import('../features/account/components/registration-page')),
  screen(
    'registrieren/weiter',
    'Registrieren',
    () => import('../features/account/components/registration-pending-page'),
  ),
  screen('registrieren/fertig', 'Registrieren', () => import('../features/account/components/registration-done-page')),
  // Both link forms of the confirmation mail (SPEC §2).
  screen(
    'registrieren/:mail_code',
    'Registrieren',
    () => import('../features/account/components/registration-confirm-page'),
  ),
  screen(
    'registrieren/mail/:mail_code',
    'Registrieren',
    () => import('../features/account/components/registration-confirm-page'),
  ),
  // One route for the list and every topic: changing topic keeps the page (and the list) in place.
  screen(
    'einstellungen/:thema?',
    'Einstellungen',
    () => import('../features/account/components/settings/settings-page'),
  ),
  screen('premium', 'Premium', () => import('../features/premium/components/premium-page')),
  screen('premium/kaufen', 'Premium kaufen', () => import('../features/premium/components/buy-page')),
  screen('premium/lite/kaufen', 'Premium Lite kaufen', () => import('../features/premium/components/buy-page')),
  screen('design', 'Designsystem', () => import('../features/design/components/design-page')),
  screen(
    'autorisieren/:token',
    'Anwendung autorisieren',
    () => import('../features/authorize/components/authorize-page'),
  ),
];

/**
 * Loads the code (and for the study modes the sets) of the screen at `pathname`, so the first
 * render shows it without a fallback; gives up waiting after `maxMs` on a slow line.
 */
export function preloadScreen(pathname: string, maxMs: number): Promise<unknown> {
  let path: string;
  try {
    path = decodeURI(pathname);
  } catch {
    return Promise.resolve(); // a malformed address: the not-found screen needs nothing
  }
  for (const route of screens) {
    const match = matchPath(route.path, path);
    if (match) {
      const loaded = route.preload(match.params).catch(() => {});
      return Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, maxMs))]);
    }
  }
  return Promise.resolve();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Titled title="Hauptseite">
            <HomePage />
          </Titled>
        }
      />
      {screens.map(({ path, title, Screen }) => (
        <Route
          key={path}
          path={path}
          element={
            <Titled title={title}>
              <Screen />
            </Titled>
          }
        />
      ))}
      <Route
        path="*"
        element={
          <Titled title="Seite nicht gefunden">
            <NotFound />
          </Titled>
        }
      />
    </Routes>
  );
}
