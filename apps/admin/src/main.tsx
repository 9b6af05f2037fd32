import { lazy, StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import type { StaffPermission } from '@courier/domain/staffRoles';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { useAdmin } from './api/hooks';
import { StaffContext, useCan } from './api/session';
import { Layout, PageTitle } from './Layout';
import { AdminLanguageProvider, useSetAdminLanguage } from './i18n/AdminLanguage';
import { useAdminWords } from './i18n/words';
import { AccountPage } from './pages/AccountPage';
import { AuditPage } from './pages/AuditPage';
import { CollectionsPage } from './pages/CollectionsPage';
import { CustomersPage } from './pages/CustomersPage';
import { DashboardPage } from './pages/DashboardPage';
import { EnquiriesPage } from './pages/EnquiriesPage';
import { LoginPage } from './pages/LoginPage';
import { ScansPage } from './pages/ScansPage';
import { RemittancesPage } from './pages/RemittancesPage';
import { RunsPage } from './pages/RunsPage';
import { ClaimsPage } from './pages/ClaimsPage';
import { SettingsPage } from './pages/SettingsPage';
import { ShipmentDetailPage } from './pages/ShipmentDetailPage';
import { ShipmentsPage } from './pages/ShipmentsPage';
import './styles.css';

// The content screens bring the rich-text editor, leaflet and the site's cards: their own chunk,
// loaded when a content editor opens them, not with every other staff member's console.
const ContentHomePage = lazy(() =>
  import('./pages/content/ContentHomePage').then((m) => ({ default: m.ContentHomePage })),
);
const ContentListPage = lazy(() =>
  import('./pages/content/ContentListPage').then((m) => ({ default: m.ContentListPage })),
);
const ContentEditPage = lazy(() =>
  import('./pages/content/ContentEditPage').then((m) => ({ default: m.ContentEditPage })),
);

/** A screen the role cannot use says so (the API refuses its calls anyway). */
function Allowed({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  const t = useAdminWords();
  return useCan(permission) ? children : <PageTitle>{t.forbidden}</PageTitle>;
}

function Forbidden() {
  return <PageTitle>{useAdminWords().forbidden}</PageTitle>;
}

function Loading() {
  return <p className="p-6">{useAdminWords().loading}</p>;
}

/** The account's saved language wins over the browser's once the staff member is known. */
function useAccountLanguage(saved: 'en' | 'ar' | undefined) {
  const language = useLanguage();
  const setLanguage = useSetAdminLanguage();
  useEffect(() => {
    if (saved && saved !== language) setLanguage(saved);
    // Only when the session's answer changes: a switch made on this screen is saved first.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
}

/** Logged in: the console; not: the login screen. */
function Gate() {
  const { data, error, isLoading } = useAdmin('admin_session', {});
  useAccountLanguage(data?.staff.language);
  if (isLoading) return <Loading />;
  if (error || !data) return <LoginPage />;
  return (
    <StaffContext.Provider value={data.staff}>
      <Layout />
    </StaffContext.Provider>
  );
}

const router = createBrowserRouter(
  [
    {
      path: '/',
      element: <Gate />,
      children: [
        {
          index: true,
          element: (
            <Allowed permission="dashboard.view">
              <DashboardPage />
            </Allowed>
          ),
        },
        {
          path: 'shipments',
          element: (
            <Allowed permission="shipments.view">
              <ShipmentsPage />
            </Allowed>
          ),
        },
        {
          path: 'shipments/:shipmentNo',
          element: (
            <Allowed permission="shipments.view">
              <ShipmentDetailPage />
            </Allowed>
          ),
        },
        {
          path: 'scans',
          element: (
            <Allowed permission="scans.create">
              <ScansPage />
            </Allowed>
          ),
        },
        {
          path: 'remittances',
          element: (
            <Allowed permission="remittances.view">
              <RemittancesPage />
            </Allowed>
          ),
        },
        {
          path: 'collections',
          element: (
            <Allowed permission="collections.view">
              <CollectionsPage />
            </Allowed>
          ),
        },
        {
          path: 'runs',
          element: (
            <Allowed permission="runs.manage">
              <RunsPage />
            </Allowed>
          ),
        },
        {
          path: 'claims',
          element: (
            <Allowed permission="claims.manage">
              <ClaimsPage />
            </Allowed>
          ),
        },
        {
          path: 'enquiries',
          element: (
            <Allowed permission="enquiries.view">
              <EnquiriesPage />
            </Allowed>
          ),
        },
        {
          path: 'customers',
          element: (
            <Allowed permission="customers.view">
              <CustomersPage />
            </Allowed>
          ),
        },
        {
          path: 'settings',
          element: (
            <Allowed permission="settings.view">
              <SettingsPage />
            </Allowed>
          ),
        },
        {
          path: 'audit',
          element: (
            <Allowed permission="audit.view">
              <AuditPage />
            </Allowed>
          ),
        },
        ...(
          [
            ['content', <ContentHomePage />],
            ['content/:type', <ContentListPage />],
            ['content/:type/new', <ContentEditPage />],
            ['content/:type/:id', <ContentEditPage />],
          ] as const
        ).map(([path, page]) => ({
          path,
          element: (
            <Allowed permission="content.manage">
              <Suspense fallback={<Loading />}>{page}</Suspense>
            </Allowed>
          ),
        })),
        // Every staff member manages their own second factor.
        { path: 'account', element: <AccountPage /> },
        { path: '*', element: <Forbidden /> },
      ],
    },
  ],
  { basename: '/admin' },
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* English or Arabic, as the staff member chose: react-aria's date fields follow the
        product's locales (dd/mm/yyyy in English, whatever locale the browser has). */}
    <AdminLanguageProvider>
      <RouterProvider router={router} />
    </AdminLanguageProvider>
  </StrictMode>,
);
