import { Footer as FooterView } from '@courier/ui/Footer';
import { useCompany } from '../api/company';
import { socialLinks } from '../content/company';
import { staticPageHref } from '../content/staticMenus';
import { useSiteWords } from '../i18n/siteWords';

/** The company's contact details and social links (API); until they arrive their lines stay empty. */
export function Footer() {
  const company = useCompany();
  const w = useSiteWords();
  return (
    <FooterView
      address={company?.address}
      salesPhone={company?.salesPhone}
      generalPhone={company?.generalPhone}
      email={company?.email}
      companyProfileUrl={company?.companyProfilePdf}
      social={company ? socialLinks(company, w.footer.social) : []}
      staticPageHref={staticPageHref}
    />
  );
}
