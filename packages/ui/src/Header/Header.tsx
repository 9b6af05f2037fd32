import { useState } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosurePanel,
  Heading,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { ChevronDown, Menu as MenuIcon, MessageCircle, X } from 'lucide-react';
import { Button, buttonStyles } from '../Button/Button';
import { useUiWords } from '../i18n/uiWords';
import { focusRing } from '../utils/focusRing';
import { usePortalWords } from '../i18n/portalWords';
import {
  isCurrentGroup,
  useSiteNav,
  useTopLinks,
  type NavGroup,
  type NavLinkItem,
} from './siteNav';
import { Ltr } from '../Bidi/Bidi';

export { SITE_NAV, type NavGroup } from './siteNav';

export interface HeaderLinks {
  home: string;
  /** The external customer portal. */
  customerPortal: string;
  customerLogin: string;
  createShipment: string;
}

/** The site's routes (spec 2); the portal address comes from the site's settings. */
export const DEFAULT_HEADER_LINKS: HeaderLinks = {
  home: '/',
  customerPortal: 'https://portal.example.com/',
  customerLogin: '/customer-login',
  createShipment: '/create-shipment',
};

export interface HeaderProps {
  /**
   * The top bar's phones. Undefined while the company's details load (a page rendered in the
   * browser only): each keeps its place, empty, so nothing moves when they arrive. The same
   * holds for an empty `links.customerPortal`.
   */
  salesPhone?: string;
  generalPhone?: string;
  /** Chat numbers (digits with country code) for the top bar's WhatsApp links; default: the phone's digits. */
  salesChat?: string;
  generalChat?: string;
  /** The logged-in contact person, or undefined when logged out. */
  userName?: string;
  onLogout?: () => void;
  links?: HeaderLinks;
  nav?: readonly NavGroup[];
  /** Path of the page on screen, marked as current in the navigation. */
  currentPath?: string;
  /** The portal's pages, shown as one more menu while a customer is logged in. */
  accountNav?: readonly NavLinkItem[];
}

const navLink = (rp: { isFocusVisible: boolean }) =>
  focusRing({
    ...rp,
    className:
      'flex items-center gap-1 rounded px-3 py-2 text-sm font-semibold text-navy-800 hover:bg-navy-50 aria-[current=page]:text-express-700',
  });

const topLink =
  'inline-flex items-center gap-1 font-semibold underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-white';

/** The room of a top-bar link whose value is still loading: one line high, about a phone wide. */
const placeholder = 'inline-block h-5 w-40';

/** WhatsApp chat link for a phone (spec 2: the top bar's phones are chat links). */
const chatHref = (phoneOrDigits: string) => `https://wa.me/${phoneOrDigits.replace(/\D/g, '')}`;

/** One group of the desktop navigation: a link, or a react-aria menu button with its routes. */
export function NavGroupMenu({ group, currentPath }: { group: NavGroup; currentPath?: string }) {
  const only = group.items.length === 1 ? group.items[0] : undefined;
  if (only) {
    return (
      <Link
        href={only.href}
        aria-current={currentPath === only.href ? 'page' : undefined}
        className={navLink}
      >
        {group.label}
      </Link>
    );
  }
  return (
    <MenuTrigger>
      <AriaButton
        // The group holding the page on screen looks current too.
        className={(rp) =>
          `${navLink(rp)} ${isCurrentGroup(group, currentPath) ? 'text-express-700' : ''}`
        }
      >
        {group.label}
        <ChevronDown aria-hidden="true" className="size-4" />
      </AriaButton>
      <Popover
        placement="bottom start"
        className="min-w-52 rounded-card border border-line bg-surface p-1 shadow-card"
      >
        <Menu aria-label={group.label} className="outline-none">
          {group.items.map((item) => (
            <MenuItem
              key={item.href}
              href={item.href}
              className={({ isFocused }) =>
                `block cursor-pointer rounded px-3 py-2 text-sm text-navy-800 outline-none ${
                  isFocused ? 'bg-navy-50 text-express-700' : ''
                } ${currentPath === item.href ? 'font-semibold' : ''}`
              }
            >
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function MobileGroup({
  group,
  currentPath,
  onNavigate,
}: {
  group: NavGroup;
  currentPath?: string;
  onNavigate: () => void;
}) {
  const only = group.items.length === 1 ? group.items[0] : undefined;
  if (only) {
    return (
      <Link
        href={only.href}
        onPress={onNavigate}
        aria-current={currentPath === only.href ? 'page' : undefined}
        className={navLink}
      >
        {group.label}
      </Link>
    );
  }
  return (
    <Disclosure defaultExpanded={isCurrentGroup(group, currentPath)}>
      {({ isExpanded }) => (
        <>
          <Heading level={2} className="m-0">
            <AriaButton slot="trigger" className={(rp) => `${navLink(rp)} w-full justify-between`}>
              {group.label}
              <ChevronDown
                aria-hidden="true"
                className={`size-4 transition-transform ${isExpanded ? 'rotate-180' : ''}`}
              />
            </AriaButton>
          </Heading>
          <DisclosurePanel>
            <ul className="ms-3 border-s border-line ps-2">
              {group.items.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onPress={onNavigate}
                    aria-current={currentPath === item.href ? 'page' : undefined}
                    className={(rp) => `${navLink(rp)} font-normal`}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}

export function Header({
  salesPhone,
  generalPhone,
  salesChat = salesPhone,
  generalChat = generalPhone,
  userName,
  onLogout,
  links = DEFAULT_HEADER_LINKS,
  nav: navGiven,
  currentPath,
  accountNav,
}: HeaderProps) {
  const w = useUiWords();
  const portal = usePortalWords();
  const siteNav = useSiteNav();
  const siteTopLinks = useTopLinks();
  const nav = navGiven ?? siteNav;
  // A navigation given by the caller is the whole navigation: no site links beside it.
  const topLinks = navGiven ? [] : siteTopLinks;
  const groups: readonly NavGroup[] =
    userName && accountNav?.length ? [...nav, { label: portal.nav.menu, items: accountNav }] : nav;
  // The mobile menu is open on the page it was opened on: a new page closes it (also when the
  // route changes another way), with no effect to reset it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const here = currentPath ?? '';
  const menuOpen = openOn === here;
  const close = () => setOpenOn(null);

  const account = userName ? (
    <div className="flex items-center gap-2">
      <Link
        href={links.createShipment}
        onPress={close}
        className={(rp) =>
          focusRing({ ...rp, className: 'px-2 text-sm font-semibold text-navy-800 underline' })
        }
      >
        {userName}
      </Link>
      <Button variant="secondary" onPress={() => (close(), onLogout?.())}>
        {w.header.logout}
      </Button>
    </div>
  ) : (
    <Link href={links.customerLogin} onPress={close} className={(rp) => buttonStyles({ ...rp })}>
      {w.header.customerLogin}
    </Link>
  );

  return (
    <header className="relative z-30 border-b border-line bg-surface">
      <div className="bg-navy-900 text-sm text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            {(
              [
                [w.header.salesPhone, salesPhone, salesChat],
                [w.header.generalPhone, generalPhone, generalChat],
              ] as const
            ).map(([label, phone, chat]) =>
              phone ? (
                <span key={label}>
                  {label}:{' '}
                  <a
                    href={chatHref(chat ?? phone)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={w.header.chatOn({ label, phone })}
                    className={topLink}
                  >
                    <MessageCircle aria-hidden="true" className="size-4" />
                    <Ltr className="whitespace-nowrap">{phone}</Ltr>
                  </a>
                </span>
              ) : (
                <span key={label} aria-hidden="true" className={placeholder} />
              ),
            )}
          </p>
          {links.customerPortal ? (
            <a
              href={links.customerPortal}
              target="_blank"
              rel="noopener noreferrer"
              className={topLink}
            >
              {w.header.customerPortal}
              <span className="sr-only"> {w.header.opensInNewTab}</span>
            </a>
          ) : (
            <span aria-hidden="true" className={placeholder} />
          )}
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <Link
          href={links.home}
          aria-label={w.header.homeLink}
          onPress={close}
          className={(rp) =>
            focusRing({ ...rp, className: 'text-xl font-black tracking-tight text-navy-800' })
          }
        >
          <span aria-hidden="true">
            {w.header.brand.split(' ')[0]}{' '}
            <span className="text-express-600">{w.header.brand.split(' ')[1]}</span>
          </span>
        </Link>
        <nav aria-label={w.header.mainNavigation} className="hidden items-center gap-1 lg:flex">
          <Link
            href={links.home}
            aria-current={currentPath === links.home ? 'page' : undefined}
            className={navLink}
          >
            {w.header.home}
          </Link>
          {topLinks.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              aria-current={currentPath === item.href ? 'page' : undefined}
              className={navLink}
            >
              {item.label}
            </Link>
          ))}
          {groups.map((group) => (
            <NavGroupMenu key={group.label} group={group} currentPath={currentPath} />
          ))}
          <div className="ms-2">{account}</div>
        </nav>
        <Button
          variant="outline"
          className="lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? 'mobile-nav' : undefined}
          onPress={() => setOpenOn(menuOpen ? null : here)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-4" />
          ) : (
            <MenuIcon aria-hidden="true" className="size-4" />
          )}
          {w.header.menu}
        </Button>
      </div>
      {menuOpen && (
        <nav
          id="mobile-nav"
          aria-label={w.header.mainNavigation}
          className="mx-auto flex max-w-6xl flex-col gap-1 border-t border-line px-4 py-3 lg:hidden"
        >
          <Link
            href={links.home}
            onPress={close}
            aria-current={currentPath === links.home ? 'page' : undefined}
            className={navLink}
          >
            {w.header.home}
          </Link>
          {topLinks.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              onPress={close}
              aria-current={currentPath === item.href ? 'page' : undefined}
              className={navLink}
            >
              {item.label}
            </Link>
          ))}
          {groups.map((group) => (
            <MobileGroup
              key={group.label}
              group={group}
              currentPath={currentPath}
              onNavigate={close}
            />
          ))}
          <div className="mt-2 border-t border-line pt-3">{account}</div>
        </nav>
      )}
    </header>
  );
}
