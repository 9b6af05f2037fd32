import { Footer as FooterView } from '@courier/ui/Footer';
import { company } from '../content/company';
import { staticPageHref } from '../content/staticMenus';

const social = Object.entries(company.social).map(([label, href]) => ({
  label: label[0]!.toUpperCase() + label.slice(1),
  href,
}));

export function Footer() {
  return (
    <FooterView
      address={company.address}
      salesPhone={company.salesPhone}
      generalPhone={company.generalPhone}
      email={company.email}
      companyProfileUrl={company.companyProfilePdf}
      social={social}
      staticPageHref={staticPageHref}
    />
  );
}
