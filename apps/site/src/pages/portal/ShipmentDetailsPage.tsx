import { ApiError } from '@courier/api-client/apiError';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { usePortalWords } from '@courier/ui/i18n/portalWords';
import { useUiWords } from '@courier/ui/i18n/uiWords';
import { ShipmentSummary } from '@courier/ui/ShipmentSummary';
import { useSearchParams } from 'react-router';
import { useCarrierServices } from '../../api/customers';
import { usePortalShipment } from '../../api/portal/shipment';
import { PageLoading } from '../../components/PageLoading';
import { useSiteWords } from '../../i18n/siteWords';
import { toShipmentSummary } from '../../portal/shipmentSummary';
import { useSignedOutRedirect } from '../../portal/useSignedOutRedirect';
import { PortalPage } from './PortalPage';

/**
 * One of the customer's shipments (shipment_id in the address). Every visit asks the API again,
 * so the document links are freshly signed.
 */
export function Component() {
  const w = useSiteWords();
  const [params] = useSearchParams();
  const { data, error, isLoading } = usePortalShipment(params.get('shipment_id') ?? '');
  useSignedOutRedirect(error);
  // Customer bookings carry the carrier service's id; people read its name.
  const services = useCarrierServices();
  const portal = usePortalWords();
  const types = useUiWords().wizard;
  const language = useLanguage();
  const serviceName = (id: string) =>
    services.list.find((service) => String(service.id) === id)?.service_name ?? id;
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <PortalPage title={w.portal.shipmentDetails} current="/my-shipments">
      {data ? (
        <ShipmentSummary {...toShipmentSummary(data, { serviceName, portal, language, types })} />
      ) : isLoading ? (
        <PageLoading />
      ) : (
        <p role="alert" className="rounded-card border border-line p-4">
          {missing ? w.portal.notFound : (error?.message ?? w.portal.notFound)}
        </p>
      )}
    </PortalPage>
  );
}
