import { ApiCallError } from '@courier/api-client/apiCallError';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { usePortalWords } from '@courier/ui/i18n/portalWords';
import { useUiWords } from '@courier/ui/i18n/uiWords';
import { ShipmentSummary } from '@courier/ui/ShipmentSummary';
import { useSearchParams } from 'react-router';
import { useCarrierServices } from '../../api/customers';
import { useShipmentServices } from '../../api/reference';
import { carrierServicesNamed } from '../../booking/ourServiceId';
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
  // Customer bookings carry the service's id; people read its name: the carrier's, or on an
  // Arabic page our own Arabic name for it (carrierServicesNamed).
  const services = useCarrierServices();
  const portal = usePortalWords();
  const types = useUiWords().wizard;
  const language = useLanguage();
  const ours = useShipmentServices(language === 'ar');
  const named = language === 'ar' ? carrierServicesNamed(services.list, ours.list) : services.list;
  const serviceName = (id: string) =>
    named.find((service) => String(service.id) === id)?.service_name ?? id;
  const missing = error instanceof ApiCallError && (error.status === 404 || error.status === 400);
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
