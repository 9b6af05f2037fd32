import { loadI18n } from '@courier/ui/i18n/createI18n';
import { LanguageProvider } from '@courier/ui/i18n/LanguageProvider';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router';
import { SWRConfig } from 'swr';
import { nextTask } from './app/nextTask';
import { routes } from './app/routes';
import { appCatalogs } from './i18n/catalogs';
import { keyHistoryEntry } from './layout/ScrollRestore';
import {
  basenameOf,
  htmlAttributes,
  languageCookie,
  languageCookieValue,
  languageOfPath,
} from './i18n/pageLanguage';
import {
  allowIslandPreload,
  preloadIslands,
  releaseDeferredIslands,
  whenIslandsHydrated,
} from './ssr/island';
import { serverAnswers } from './ssr/serverAnswers';
import { readSsrData } from './ssr/ssrData';

// zod compiles object parsers with `new Function` when it may; to find out, it tries one, which
// the Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses and the browser
// reports as a CSP issue on every page that parses (Lighthouse best practices). The interpreted
// parsers are used anyway under this CSP, so zod is told not to try: `z.config({ jitless: true })`
// through the global object zod 4 keeps its config in, because importing zod's config here would
// move zod's core into the entry chunk (+2.6 KiB on every page) while forms load it later.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

/**
 * The matched routes' lazy modules load before hydration: otherwise the router would start
 * with its fallback element and the first render would not match the server's HTML.
 */
async function loadMatchedRoutes(basename: string | undefined): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches
      .filter((match) => typeof match.route.lazy === 'function')
      .map(async (match) => {
        const lazy = match.route.lazy as () => Promise<Record<string, unknown>>;
        Object.assign(match.route, { ...(await lazy()), lazy: undefined });
      }),
  );
}

/**
 * Once hydration has committed, makes the server's markup usable (entry-server sets `inert`).
 * It wraps the app instead of sitting beside it: a sibling would change every useId below (React
 * derives ids from the tree's forks) and the ids would no longer match the server's.
 */
function LiftInert({ container, children }: { container: HTMLElement; children: ReactNode }) {
  // After the islands too (src/ssr/island.tsx): a tap on one not yet hydrated would be lost.
  useEffect(() => whenIslandsHydrated(() => container.removeAttribute('inert')), [container]);
  return children;
}

/** Starts the app: hydrates the server's page, or renders a client-only one (called by boot.ts). */
export async function bootstrap(): Promise<void> {
  // The page's language is its URL's (/ar/... is Arabic, src/i18n/pageLanguage.ts); the server
  // wrote it on <html>, and a client-only page (the shell, index.html) gets it here.
  const language = languageOfPath(window.location.pathname);
  const basename = basenameOf(language);
  const { lang, dir } = htmlAttributes(language);
  // Written only when they differ: writing <html>'s lang or dir, even unchanged, makes the browser
  // recompute the style of the whole page (a long task on a phone).
  const html = document.documentElement;
  if (html.lang !== lang) html.lang = lang;
  if (html.dir !== dir) html.dir = dir;
  // The API answers in the cookie's language before Accept-Language's: a visitor who chose one
  // language and opens a link to the other (shared, or from a search engine) reads that one now,
  // so the remembered choice follows, and the page's later calls answer in its language.
  const remembered = languageCookieValue(document.cookie);
  if (remembered !== undefined && remembered !== language)
    document.cookie = languageCookie(language);
  // The language's catalogues load before the first render: hydration must match the server.
  const i18nLoading = loadI18n(language, appCatalogs);
  // Only `vite --mode mock` answers /api from MSW; the import is dropped from other builds. The
  // worker starts while the page's modules load: nothing calls /api before the first render.
  const mockReady =
    import.meta.env.MODE === 'mock'
      ? import('./mocks/startMockWorker').then(({ startMockWorker }) => startMockWorker())
      : undefined;
  const ssr = readSsrData();
  const container = document.getElementById('root')!;
  if (!ssr) {
    // dev, dev:real, mock mode and client-only pages: a plain single-page app, whose layout
    // islands (header, footer) and matched page are loaded before the first render so they do
    // not pop in after a "Loading..." (each module is a request of its own in dev).
    allowIslandPreload();
    const [i18n] = await Promise.all([
      i18nLoading,
      preloadIslands(),
      loadMatchedRoutes(basename),
      mockReady,
    ]);
    keyHistoryEntry();
    const router = createBrowserRouter(routes, { basename });
    createRoot(container).render(
      <StrictMode>
        <LanguageProvider language={language} i18n={i18n}>
          <RouterProvider router={router} />
        </LanguageProvider>
      </StrictMode>,
    );
    return;
  }
  const [i18n] = await Promise.all([i18nLoading, loadMatchedRoutes(basename)]);
  // The page's modules have just started, in the task that loaded the last of them; the router is
  // made in the next one, so neither task grows long on a phone (total blocking time).
  await nextTask();
  keyHistoryEntry();
  const router = createBrowserRouter(routes, { basename, hydrationData: ssr.router });
  const answers = serverAnswers(ssr.swr);
  const firstLocation = router.state.location;
  let navigating = false;
  const stopWatching = router.subscribe((state) => {
    if (!navigating && (state.navigation.state !== 'idle' || state.location !== firstLocation)) {
      navigating = true;
      // Islands waiting to come into view hydrate before the navigation changes their context.
      releaseDeferredIslands();
    }
    if (state.location === firstLocation) return;
    answers.release();
    stopWatching();
  });
  const app: ReactNode = (
    <StrictMode>
      <LiftInert container={container}>
        <LanguageProvider language={language} i18n={i18n}>
          <SWRConfig value={{ fallback: ssr.swr, use: [answers.middleware] }}>
            <RouterProvider router={router} />
          </SWRConfig>
        </LanguageProvider>
      </LiftInert>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page (Lighthouse's total blocking time).
  startTransition(() => {
    hydrateRoot(container, app, {
      // Spec 8: what goes wrong reaches the console, mismatches included.
      onRecoverableError: (error) => console.error(error),
    });
  });
  // Pages opened from here on load their islands with them.
  allowIslandPreload();
}
