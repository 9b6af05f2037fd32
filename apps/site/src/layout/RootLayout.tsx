import { Outlet, ScrollRestoration } from 'react-router';
import { en } from '../i18n/en';
import { AnchorScroll } from './AnchorScroll';
import { AppToaster } from './AppToaster';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteMetaSync } from './RouteMetaSync';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
        {en.nav.skipToContent}
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <AppToaster />
      <RouteMetaSync />
      <AnchorScroll />
      <ScrollRestoration />
    </div>
  );
}
