import { DEFAULT_HEADER_LINKS, Header as HeaderView } from '@courier/ui/Header';
import { usePortalNav } from '@courier/ui/PortalNav';
import { useLocation } from 'react-router';
import { useCompany } from '../api/company';
import { displayName } from '../session/customerSession';
import { useLogout } from '../session/useLogout';
import { useStoredCustomer } from '../session/useStoredCustomer';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * Logged out: a customer-login button; logged in: the contact person's name, Logout and the
 * portal's pages as one more menu. The phones and the portal link are the company's (API); until
 * they arrive their spots stay empty.
 */
export function Header() {
  const customer = useStoredCustomer();
  const logout = useLogout();
  const { pathname } = useLocation();
  const company = useCompany();
  const accountNav = usePortalNav();
  return (
    <>
      <LanguageSwitch />
      <HeaderView
        salesPhone={company?.salesPhone}
        generalPhone={company?.generalPhone}
        salesChat={company?.whatsappNumber}
        generalChat={company?.generalWhatsappNumber}
        userName={customer ? displayName(customer) : undefined}
        onLogout={logout}
        links={{ ...DEFAULT_HEADER_LINKS, customerPortal: company?.externalPortalUrl ?? '' }}
        currentPath={pathname}
        accountNav={accountNav}
      />
    </>
  );
}
