import { DashboardTiles } from '@courier/ui/DashboardTiles';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { usePortalWords } from '@courier/ui/i18n/portalWords';
import { usePortalDashboard } from '../../api/portal/dashboard';
import { useSiteWords } from '../../i18n/siteWords';
import { toShipmentRow } from '../../portal/shipmentRows';
import { useSignedOutRedirect } from '../../portal/useSignedOutRedirect';
import { PortalPage } from './PortalPage';

const listOf = (status: string) => `/my-shipments?${new URLSearchParams({ status }).toString()}`;

/** What a customer finds in the portal: shipments on their way, delivered, needing action. */
export function Component() {
  const w = useSiteWords();
  const language = useLanguage();
  const portal = usePortalWords();
  const { data, error, isLoading } = usePortalDashboard();
  useSignedOutRedirect(error);
  return (
    <PortalPage title={w.portal.dashboard} current="/my-account">
      <DashboardTiles
        isLoading={isLoading}
        // In transit spans several statuses (booked to out for delivery) and the list filters by
        // one, so its tile opens the whole list, newest first.
        inTransit={{ count: data?.in_transit ?? 0, href: '/my-shipments' }}
        deliveredThisWeek={{ count: data?.delivered_this_week ?? 0, href: listOf('delivered') }}
        exceptions={{ count: data?.exceptions ?? 0, href: listOf('exception') }}
        recent={(data?.recent ?? []).map((row) => toShipmentRow(row, language, portal.status))}
      />
    </PortalPage>
  );
}
