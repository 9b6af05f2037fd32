import { NavLink, Outlet, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import type { StaffPermission } from '@courier/domain/staffRoles';
import { Button } from '@courier/ui/Button';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { Toaster } from '@courier/ui/Toaster';
import { adminCall } from './api/hooks';
import { useStaff } from './api/session';
import { useSetAdminLanguage } from './i18n/AdminLanguage';
import { useAdminWords, type AdminWords } from './i18n/words';

type NavKey = Exclude<keyof AdminWords['nav'], 'label' | 'language' | 'otherLanguage'>;

const links: { to: string; label: NavKey; permission: StaffPermission }[] = [
  { to: '/', label: 'dashboard', permission: 'dashboard.view' },
  { to: '/shipments', label: 'shipments', permission: 'shipments.view' },
  { to: '/scans', label: 'scans', permission: 'scans.create' },
  { to: '/remittances', label: 'remittances', permission: 'remittances.view' },
  { to: '/collections', label: 'collections', permission: 'collections.view' },
  { to: '/runs', label: 'runs', permission: 'runs.manage' },
  { to: '/claims', label: 'claims', permission: 'claims.manage' },
  { to: '/enquiries', label: 'enquiries', permission: 'enquiries.view' },
  { to: '/customers', label: 'customers', permission: 'customers.view' },
  { to: '/settings', label: 'settings', permission: 'settings.view' },
  { to: '/audit', label: 'audit', permission: 'audit.view' },
  { to: '/content', label: 'content', permission: 'content.manage' },
];

/**
 * Turns the back office to the other language and saves the choice on the account, so it opens
 * in it on any device. The screen turns at once; a failed save only means the next login opens
 * in the language saved before.
 */
function LanguageSwitch() {
  const t = useAdminWords();
  const language = useLanguage();
  const setLanguage = useSetAdminLanguage();
  const { mutate } = useSWRConfig();
  const other = language === 'ar' ? 'en' : 'ar';
  const change = async () => {
    setLanguage(other);
    await adminCall('admin_language', { language: other }).catch(() => undefined);
    // Cached answers hold words of the other language (refusals, labels the API writes).
    await mutate(() => true);
  };
  return (
    <Button variant="secondary" onPress={change}>
      <span lang={other}>{t.nav.otherLanguage}</span>
    </Button>
  );
}

export function Layout() {
  const t = useAdminWords();
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
              {staff.displayName} ({t.roles[staff.role]})
            </span>
            <NavLink to="/account" className="text-white underline">
              {t.nav.account}
            </NavLink>
            <LanguageSwitch />
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
                    {t.nav[l.label]}
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

/** An action's success message (a status read out by screen readers), or nothing. */
export function StatusText({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="status" className="rounded-card border border-green-300 bg-green-50 px-3 py-2 text-sm">
      {message}
    </p>
  );
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
