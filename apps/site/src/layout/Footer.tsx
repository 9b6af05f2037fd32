import { Link } from 'react-router';
import { company, telHref } from '../content/company';
import { en } from '../i18n/en';
import { staticPageHref, STATIC_MENU } from '../content/staticMenus';

export function Footer() {
  return (
    <footer className="mt-16 bg-navy-900 text-gray-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-lg font-bold text-white">
            {en.footer.contactTitle}
          </h2>
          <address className="not-italic leading-7">
            {company.address}
            <br />
            <a href={telHref(company.salesPhone)} className="hover:underline">
              {en.header.salesPhoneLabel}: {company.salesPhone}
            </a>
            <br />
            <a href={telHref(company.generalPhone)} className="hover:underline">
              {en.header.generalPhoneLabel}: {company.generalPhone}
            </a>
            <br />
            <a href={`mailto:${company.email}`} className="hover:underline">
              {company.email}
            </a>
          </address>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 text-lg font-bold text-white">
            {en.footer.linksTitle}
          </h2>
          <ul className="space-y-2">
            <li>
              <Link to="/faq" className="hover:underline">{en.footer.faqs}</Link>
            </li>
            <li>
              <Link to={staticPageHref(STATIC_MENU.privacy)} className="hover:underline">{en.footer.privacy}</Link>
            </li>
            <li>
              <Link to={staticPageHref(STATIC_MENU.refund)} className="hover:underline">{en.footer.refund}</Link>
            </li>
            <li>
              <Link to={staticPageHref(STATIC_MENU.terms)} className="hover:underline">{en.footer.terms}</Link>
            </li>
            <li>
              <a href={company.companyProfilePdf} target="_blank" rel="noreferrer" className="hover:underline">
                {en.footer.companyProfile}
              </a>
            </li>
          </ul>
        </section>
        <section aria-label="Social">
          <ul className="flex flex-wrap gap-3">
            {Object.entries(company.social).map(([name, url]) => (
              <li key={name}>
                <a href={url} target="_blank" rel="noreferrer" className="capitalize hover:underline">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-sm">
        © {new Date().getFullYear()} {company.name}. {en.footer.rights}
      </p>
    </footer>
  );
}
