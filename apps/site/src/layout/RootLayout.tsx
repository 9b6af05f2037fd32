import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router';
import { Suspense, useRef } from 'react';
import { useSiteWords } from '../i18n/siteWords';
import { TOAST_TOP, useHeaderClearance } from './useHeaderClearance';
import { AnchorScroll } from './AnchorScroll';
import { RouteMetaSync } from './RouteMetaSync';
import { ScrollRestore } from './ScrollRestore';
import { island } from '../ssr/island';

// Islands (src/ssr/island.tsx): in the first HTML, hydrated from their own chunks, so the menus'
// react-aria overlays and the toaster are not in every page's initial JavaScript.
// Their links are plain anchors, usable before then.
const Header = island(() => import('./Header').then((m) => m.Header));
// Below the fold on every page, and plain links until then: hydrated when it comes near the view.
const Footer = island(() => import('./Footer').then((m) => m.Footer), {
  hydrateWhenVisible: () => document.querySelector('#root footer'),
});
const Toaster = island(() => import('@courier/ui/Toaster').then((m) => m.Toaster));

/** Absolute URLs (portal, social, chat, mail) are not routes: react-router would make them site paths. */
const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
/**
 * A file of the site (/company-profile.pdf) is not a route either: under /ar (the Arabic basename)
 * react-router would make it /ar/company-profile.pdf, which does not exist.
 */
const isFile = (href: string) => /\.[A-Za-z0-9]{1,8}$/.test(href.split(/[?#]/)[0] ?? '');
/** Nor is an answer of the API (My Shipments' CSV export): /ar/api/... does not exist. */
const isApi = (href: string) => href.startsWith('/api/');
const notRouted = (href: string) => isExternal(href) || isFile(href) || isApi(href);

function useAriaHref(href: string): string {
  const routed = useHref(notRouted(href) ? '/' : href);
  return notRouted(href) ? href : routed;
}

export function RootLayout() {
  const w = useSiteWords();
  const navigate = useNavigate();
  const headerBox = useRef<HTMLDivElement>(null);
  const toastBox = useRef<HTMLDivElement>(null);
  useHeaderClearance(headerBox, toastBox);
  // react-aria links (tables, breadcrumbs of @courier/ui) navigate inside the SPA too.
  return (
    <AriaRouterProvider navigate={navigate} useHref={useAriaHref}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
        >
          {w.nav.skipToContent}
        </a>
        <div ref={headerBox}>
          <Header />
        </div>
        <main id="main" className="flex-1">
          {/* A boundary of its own: hydration commits the page apart from the layout, two shorter
              tasks instead of one long one (total blocking time). Nothing suspends here
              otherwise: routes load their code before they render. */}
          <Suspense>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        {/* No box of its own (the toaster is fixed): it holds the toasts' offset, see useHeaderClearance. */}
        <div ref={toastBox} className="contents">
          <Toaster offsetTop={TOAST_TOP} />
        </div>
        <RouteMetaSync />
        <AnchorScroll />
        <ScrollRestore />
      </div>
    </AriaRouterProvider>
  );
}
