import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, ScrollRestoration, useHref, useNavigate } from 'react-router';
import { en } from '../i18n/en';
import { AnchorScroll } from './AnchorScroll';
import { Toaster } from '@courier/ui/Toaster';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteMetaSync } from './RouteMetaSync';

export function RootLayout() {
  const navigate = useNavigate();
  // react-aria links (tables, breadcrumbs of @courier/ui) navigate inside the SPA too.
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
        {en.nav.skipToContent}
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <RouteMetaSync />
      <AnchorScroll />
      <ScrollRestoration />
    </div>
    </AriaRouterProvider>
  );
}
