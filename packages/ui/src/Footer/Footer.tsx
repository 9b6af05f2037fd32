import { Link } from 'react-aria-components';
import { STATIC_MENU_IDS } from '@courier/domain/constants';
import { useUiWords } from '../i18n/uiWords';
import { focusRing } from '../utils/focusRing';
import { useSiteNav, type NavGroup } from '../Header/siteNav';
import { Isolate, Ltr } from '../Bidi/Bidi';

export interface FooterProps {
  /**
   * The company's contact details. Undefined while they load (a page rendered in the browser
   * only): each line keeps its place, empty, so nothing moves when they arrive.
   */
  address?: string;
  salesPhone?: string;
  generalPhone?: string;
  email?: string;
  companyProfileUrl?: string;
  social?: { label: string; href: string }[];
  /** Where a static page lives; the site passes its route builder (default: static-page?menu_id=...). */
  staticPageHref?: (menuId: string) => string;
  faqHref?: string;
  /** The site map: every navigation group with its routes (default: the header's). */
  siteMap?: readonly NavGroup[];
  year?: number;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/** The room of a contact line still loading: one text line, nothing to read. */
function EmptyLine({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block h-5 ${className}`} />;
}

const footerLink = (rp: { isFocusVisible: boolean }) =>
  focusRing({
    ...rp,
    className: 'text-sm text-navy-100 underline-offset-2 hover:underline outline-white',
  });

export function Footer({
  address,
  salesPhone,
  generalPhone,
  email,
  companyProfileUrl,
  social = [],
  staticPageHref = (menuId) => `/static-page?menu_id=${encodeURIComponent(menuId)}`,
  faqHref = '/faq',
  siteMap: siteMapGiven,
  year = new Date().getFullYear(),
}: FooterProps) {
  const w = useUiWords();
  const siteNav = useSiteNav();
  const siteMap = siteMapGiven ?? siteNav;
  const links = [
    { label: w.footer.faqs, href: faqHref },
    { label: w.footer.privacyPolicy, href: staticPageHref(STATIC_MENU_IDS.privacy) },
    { label: w.footer.refund, href: staticPageHref(STATIC_MENU_IDS.refund) },
    { label: w.footer.terms, href: staticPageHref(STATIC_MENU_IDS.terms) },
  ];
  return (
    <footer className="bg-navy-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 font-bold">
            {w.footer.contact}
          </h2>
          <address className="flex flex-col gap-1 text-sm not-italic text-navy-100">
            {/* The isolate sits in a line of the column: as a flex item itself it would align
                an English address to its own start (left) on an Arabic page. */}
            {address ? (
              <span>
                <Isolate>{address}</Isolate>
              </span>
            ) : (
              <EmptyLine />
            )}
            {salesPhone ? (
              <span>
                {w.header.salesPhone}:{' '}
                <a className="underline" href={telHref(salesPhone)}>
                  <Ltr className="whitespace-nowrap">{salesPhone}</Ltr>
                </a>
              </span>
            ) : (
              <EmptyLine />
            )}
            {generalPhone ? (
              <span>
                {w.header.generalPhone}:{' '}
                <a className="underline" href={telHref(generalPhone)}>
                  <Ltr className="whitespace-nowrap">{generalPhone}</Ltr>
                </a>
              </span>
            ) : (
              <EmptyLine />
            )}
            {email ? (
              <span>
                {w.footer.email}:{' '}
                <a className="underline" href={`mailto:${email}`}>
                  <Ltr>{email}</Ltr>
                </a>
              </span>
            ) : (
              <EmptyLine />
            )}
          </address>
          {companyProfileUrl ? (
            <Link
              href={companyProfileUrl}
              target="_blank"
              rel="noopener"
              className={(rp) =>
                focusRing({
                  ...rp,
                  className: 'mt-3 inline-block text-sm font-semibold text-express-100 underline',
                })
              }
            >
              {w.footer.companyProfile}
            </Link>
          ) : (
            <EmptyLine className="mt-3" />
          )}
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 font-bold">
            {w.footer.links}
          </h2>
          <ul className="flex flex-col gap-2">
            {links.map((link) => (
              <li key={link.label}>
                <Link href={link.href} className={footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {social.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className="mb-3 font-bold">
              {w.footer.follow}
            </h2>
            <ul className="flex flex-wrap gap-3">
              {social.map((s) => (
                <li key={s.label}>
                  <Link
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={footerLink}
                  >
                    {s.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <nav aria-labelledby="footer-site-map" className="border-t border-navy-700">
        <div className="mx-auto max-w-6xl px-4 py-8">
          <h2 id="footer-site-map" className="mb-4 font-bold">
            {w.nav.siteMap}
          </h2>
          <div className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5">
            {siteMap.map((group) => (
              <div key={group.label}>
                <h3 className="mb-2 text-sm font-semibold text-express-100">{group.label}</h3>
                <ul className="flex flex-col gap-1.5">
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <Link href={item.href} className={footerLink}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </nav>
      <p className="border-t border-navy-700 px-4 py-4 text-center text-xs text-navy-100">
        {w.footer.copyright({ year: String(year) })}
      </p>
    </footer>
  );
}
