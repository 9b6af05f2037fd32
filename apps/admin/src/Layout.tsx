import { NavLink, Outlet, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import type { StaffPermission } from '@courier/domain/staffRoles';
import { STAFF_ROLE_LABELS } from '@courier/domain/staffRoles';
import { Button } from '@courier/ui/Button';
import { Toaster } from '@courier/ui/Toaster';
import { adminCall } from './api/hooks';
import { useStaff } from './api/session';
import { t } from './i18n/en';

const links: { to: string; label: string; permission: StaffPermission }[] = [
  { to: '/', label: t.nav.dashboard, permission: 'dashboard.view' },
  { to: '/shipments', label: t.nav.shipments, permission: 'shipments.view' },
  { to: '/scans', label: t.nav.scans, permission: 'scans.create' },
  { to: '/collections', label: t.nav.collections, permission: 'collections.view' },
  { to: '/enquiries', label: t.nav.enquiries, permission: 'enquiries.view' },
  { to: '/customers', label: t.nav.customers, permission: 'customers.view' },
  { to: '/settings', label: t.nav.settings, permission: 'settings.view' },
  { to: '/audit', label: t.nav.audit, permission: 'audit.view' },
  { to: '/content', label: t.nav.content, permission: 'content.manage' },
];

export function Layout() {
  const staff = useStaff();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const logout = async () => {
    await adminCall('admin_logout', {}).catch(() => undefined);
    await mutate(() => true, undefined, { revalidate: false });
    await mutate(['admin_session', '{}']);
    await navigate('/');
  };
  return (
    <div className="min-h-screen bg-surface-muted text-ink">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        {t.skip}
      </a>
      <header className="bg-navy-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <span className="font-semibold">{t.appName}</span>
          <span className="flex items-center gap-3 text-sm">
            <span>
              {staff.displayName} ({STAFF_ROLE_LABELS[staff.role]})
            </span>
            <NavLink to="/account" className="text-white underline">
              {t.nav.account}
            </NavLink>
            <Button variant="secondary" onPress={logout}>
              {t.nav.logout}
            </Button>
          </span>
        </div>
        <nav aria-label={t.nav.label} className="mx-auto max-w-7xl overflow-x-auto px-4">
          <ul className="flex flex-wrap gap-1">
            {links
              .filter((l) => staff.permissions.includes(l.permission))
              .map((l) => (
                <li key={l.to}>
                  <NavLink
                    to={l.to}
                    end={l.to === '/'}
                    className={({ isActive }) =>
                      `block rounded-t px-3 py-2 text-sm whitespace-nowrap ${isActive ? 'bg-surface-muted font-semibold text-navy-800' : 'text-white hover:underline'}`
                    }
                  >
                    {l.label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
      </header>
      <Toaster />
      <main id="main" className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}

/** A page heading; every screen has one h1. */
export function PageTitle({ children }: { children: string }) {
  return <h1 className="text-2xl font-semibold text-navy-800">{children}</h1>;
}

export function ErrorText({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      className="rounded-card border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
    >
      {error instanceof Error ? error.message : String(error)}
    </p>
  );
}
