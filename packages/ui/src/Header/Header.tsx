import { useState } from 'react';
import { Link } from 'react-aria-components';
import { Button, buttonStyles } from '../Button/Button';
import { en } from '../i18n/en';
import { focusRing } from '../utils/focusRing';

export interface HeaderLinks {
  home: string;
  rateInquiry: string;
  services: string;
  contactUs: string;
  /** The external customer portal. */
  customerPortal: string;
  customerLogin: string;
  createShipment: string;
}

/** The site's routes (spec 2); the portal address comes from the site's settings. */
export const DEFAULT_HEADER_LINKS: HeaderLinks = {
  home: '/',
  rateInquiry: '/check-rate',
  services: '/services',
  contactUs: '/contact-us',
  customerPortal: '/customer-login',
  customerLogin: '/customer-login',
  createShipment: '/create-shipment',
};

export interface HeaderProps {
  salesPhone: string;
  generalPhone: string;
  /** The logged-in contact person, or undefined when logged out. */
  userName?: string;
  onLogout?: () => void;
  links?: HeaderLinks;
  /** Path of the page on screen, marked as current in the navigation. */
  currentPath?: string;
}

const navLink = (rp: { isFocusVisible: boolean }) =>
  focusRing({
    ...rp,
    className:
      'block rounded px-3 py-2 text-sm font-semibold text-navy-800 hover:bg-navy-50 aria-[current=page]:text-express-700',
  });

/** Phone numbers open a chat or a call, as the top bar's chat links do. */
const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

export function Header({
  salesPhone,
  generalPhone,
  userName,
  onLogout,
  links = DEFAULT_HEADER_LINKS,
  currentPath,
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const nav = [
    { label: en.header.home, href: links.home },
    { label: en.header.rateInquiry, href: links.rateInquiry },
    { label: en.header.services, href: links.services },
    { label: en.header.contactUs, href: links.contactUs },
    { label: en.header.customerLogin, href: links.customerPortal, external: true },
  ];
  return (
    <header className="border-b border-line bg-surface">
      <div className="bg-navy-900 text-sm text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2">
          <p className="flex flex-wrap gap-4">
            <span>
              {en.header.salesPhone}:{' '}
              <a
                href={telHref(salesPhone)}
                className="font-semibold underline focus-visible:outline-3 focus-visible:outline-white"
              >
                {salesPhone}
              </a>
            </span>
            <span>
              {en.header.generalPhone}:{' '}
              <a
                href={telHref(generalPhone)}
                className="font-semibold underline focus-visible:outline-3 focus-visible:outline-white"
              >
                {generalPhone}
              </a>
            </span>
          </p>
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link
          href={links.home}
          aria-label={en.header.homeLink}
          className={(rp) =>
            focusRing({ ...rp, className: 'text-xl font-black tracking-tight text-navy-800' })
          }
        >
          <span aria-hidden="true">
            {en.header.brand.split(' ')[0]}{' '}
            <span className="text-express-600">{en.header.brand.split(' ')[1]}</span>
          </span>
        </Link>
        <Button
          variant="outline"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onPress={() => setMenuOpen((open) => !open)}
        >
          {en.header.menu}
        </Button>
        <nav
          id="main-nav"
          aria-label={en.header.mainNavigation}
          className={`${menuOpen ? 'flex' : 'hidden'} w-full flex-col gap-2 md:flex md:w-auto md:flex-row md:items-center`}
        >
          <ul className="flex flex-col md:flex-row">
            {nav.map((item) => (
              <li key={item.label}>
                <Link
                  href={item.href}
                  aria-current={!item.external && currentPath === item.href ? 'page' : undefined}
                  {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className={navLink}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          {userName ? (
            <div className="flex items-center gap-2">
              <Link
                href={links.createShipment}
                className={(rp) =>
                  focusRing({
                    ...rp,
                    className: 'px-2 text-sm font-semibold text-navy-800 underline',
                  })
                }
              >
                {userName}
              </Link>
              <Button variant="secondary" onPress={onLogout}>
                {en.header.logout}
              </Button>
            </div>
          ) : (
            <Link href={links.customerLogin} className={(rp) => buttonStyles({ ...rp })}>
              {en.header.customerLogin}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
