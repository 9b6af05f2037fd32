import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { company, telHref, whatsappHref } from '../content/company';
import { en } from '../i18n/en';
import { displayName } from '../session/customerSession';
import { useLogout } from '../session/useLogout';
import { useStoredCustomer } from '../session/useStoredCustomer';

const navItems = [
  { to: '/', label: en.nav.home, end: true },
  { to: '/check-rate', label: en.nav.rateInquiry },
  { to: '/services', label: en.nav.services },
  { to: '/contact-us', label: en.nav.contactUs },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block px-3 py-2 rounded font-medium hover:text-brand ${isActive ? 'text-brand' : 'text-ink'}`;

export function Header() {
  const customer = useStoredCustomer();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="bg-navy-900 text-sm text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2">
          <div className="flex flex-wrap gap-4">
            <a href={whatsappHref(company.whatsappNumber)} target="_blank" rel="noreferrer" className="hover:underline">
              {en.header.salesPhoneLabel}: {company.salesPhone}
            </a>
            <a href={telHref(company.generalPhone)} className="hover:underline">
              {en.header.generalPhoneLabel}: {company.generalPhone}
            </a>
          </div>
          <a href={company.externalPortalUrl} target="_blank" rel="noreferrer" className="hover:underline">
            {en.nav.customerLogin}
            <span className="sr-only"> {en.nav.externalPortal}</span>
          </a>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="text-xl font-extrabold tracking-tight text-brand">
          {en.brand}
        </Link>
        <button
          type="button"
          className="rounded border border-gray-300 px-3 py-1 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {en.nav.menu}
        </button>
        <nav
          id="main-nav"
          aria-label="Main"
          className={`${menuOpen ? 'block' : 'hidden'} absolute inset-x-0 top-28 z-40 bg-white p-4 shadow md:static md:flex md:items-center md:gap-2 md:p-0 md:shadow-none`}
        >
          <ul className="md:flex md:items-center" onClick={() => setMenuOpen(false)}>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={'end' in item} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <a href={company.externalPortalUrl} target="_blank" rel="noreferrer" className={navLinkClass({ isActive: false })}>
                {en.nav.customerLogin}
                <span className="sr-only"> {en.nav.externalPortal}</span>
              </a>
            </li>
          </ul>
          <div className="mt-2 flex items-center gap-2 md:mt-0 md:ms-4">
            {customer ? (
              <>
                <Link to="/create-shipment" className="font-semibold text-brand hover:underline" data-testid="customer-name">
                  {displayName(customer)}
                </Link>
                <button type="button" onClick={logout} className="rounded bg-ink px-3 py-2 text-white hover:bg-black">
                  {en.nav.logout}
                </button>
              </>
            ) : (
              <Link to="/customer-login" className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">
                {en.nav.customerLogin}
              </Link>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
