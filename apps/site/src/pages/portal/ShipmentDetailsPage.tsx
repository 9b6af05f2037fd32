import { ApiCallError } from '@courier/api-client/apiCallError';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { usePortalWords } from '@courier/ui/i18n/portalWords';
import { useUiWords } from '@courier/ui/i18n/uiWords';
import { ShipmentReturn } from '@courier/ui/ShipmentReturn';
import { ShipmentSummary } from '@courier/ui/ShipmentSummary';
import type { SuccessOf } from '@courier/api-client/endpoints';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { failureMessage } from '../../api/failureMessage';
import { createPortalReturn, makeReturnLink } from '../../api/portal/returns';
import { useCarrierServices } from '../../api/customers';
import { useShipmentServices } from '../../api/reference';
import { carrierServicesNamed } from '../../booking/ourServiceId';
import { usePortalShipment } from '../../api/portal/shipment';
import { PageLoading } from '../../components/PageLoading';
import { useSiteWords } from '../../i18n/siteWords';
import { linkUntil, offersReturn, toLinkedView } from '../../portal/shipmentReturn';
import { toShipmentSummary } from '../../portal/shipmentSummary';
import { useSignedOutRedirect } from '../../portal/useSignedOutRedirect';
import { PortalPage } from './PortalPage';

/** The sender's claim section (docs/claims.md): its own chunk, after the shipment is shown. */
const PortalClaim = lazy(() => import('./PortalClaim'));

/**
 * One of the customer's shipments (shipment_id in the address). Every visit asks the API again,
 * so the document links are freshly signed.
 */
export function Component() {
  const w = useSiteWords();
  const [params] = useSearchParams();
  const { data, error, isLoading, mutate } = usePortalShipment(params.get('shipment_id') ?? '');
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
        <>
          <ShipmentSummary {...toShipmentSummary(data, { serviceName, portal, language, types })} />
          <ReturnSection shipment={data} onMade={() => void mutate()} />
          <Suspense fallback={null}>
            <PortalClaim shipmentId={data.shipment.shipmentId} />
          </Suspense>
        </>
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

/**
 * The Return section (docs/returns.md): a delivered shipment's return made here or by the shop's
 * customer through a link; the shipment's return, or on a return its original, once there is one.
 */
function ReturnSection({
  shipment,
  onMade,
}: {
  shipment: SuccessOf<'portal_shipment'>;
  onMade: () => void;
}) {
  const portal = usePortalWords();
  const language = useLanguage();
  const [busy, setBusy] = useState<'create' | 'link' | null>(null);
  const [error, setError] = useState('');
  const [link, setLink] = useState<{ url: string; until: string } | null>(null);
  const id = shipment.shipment.shipmentId;
  const run = (which: 'create' | 'link', work: () => Promise<void>) => {
    setBusy(which);
    setError('');
    work()
      .catch((refused: unknown) => setError(failureMessage(refused)))
      .finally(() => setBusy(null));
  };
  const facts = {
    status: shipment.shipment.status,
    return_shipment: shipment.return_shipment,
    original_shipment: shipment.original_shipment,
  };
  // A shipment that can never be returned and has no return to show gets no section.
  if (!offersReturn(facts) && !facts.return_shipment && !facts.original_shipment) return null;
  return (
    <div className="mt-6 rounded-card border border-line p-4 shadow-card sm:p-6">
      <ShipmentReturn
        returnShipment={toLinkedView(facts.return_shipment, portal.status)}
        originalShipment={toLinkedView(facts.original_shipment, portal.status)}
        canReturn={offersReturn(facts)}
        busy={busy}
        customerLink={link}
        error={error}
        onCreate={() =>
          run('create', async () => {
            await createPortalReturn(id);
            onMade();
          })
        }
        onMakeLink={() =>
          run('link', async () => {
            const made = await makeReturnLink(id);
            setLink({ url: made.url, until: linkUntil(made.expires_at, language) });
          })
        }
      />
    </div>
  );
}
