import { usePortalWords } from '@courier/ui/i18n/portalWords';
import type { ReceiverBook } from '@courier/ui/SenderReceiverStep';
import { toast } from '@courier/ui/Toaster';
import { useState } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { createAddress, usePortalAddresses } from '../../api/portal/addresses';
import { refusalErrors } from '../../api/portal/fieldErrors';
import { useShipAgain } from '../../api/portal/shipAgain';
import { BookingWizard } from '../../booking/BookingWizard';
import { senderFromAccount } from '../../booking/senderFromAccount';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { PageLoading } from '../../components/PageLoading';
import { useSiteWords } from '../../i18n/siteWords';
import { shipAgainSteps } from '../../portal/shipAgainSteps';
import type { requireCustomerSession } from '../../session/requireCustomerSession';
import { failureMessage } from '../../api/failureMessage';

/** The address book's receivers for step 1; the receiver typed there is saved into it. */
function useReceiverBook(): ReceiverBook {
  const portal = usePortalWords();
  const { data, isLoading, mutate } = usePortalAddresses({
    kind: 'receiver',
    q: '',
    page: 1,
    page_size: 100,
  });
  return {
    isLoading,
    receivers: (data?.addresses ?? []).flatMap((record) =>
      record.kind === 'receiver'
        ? [
            {
              id: record.addressId,
              name: [record.receiver_company_name, record.receiver_city]
                .filter(Boolean)
                .join(' - '),
              values: record,
            },
          ]
        : [],
    ),
    onSave: async (values) => {
      try {
        await createAddress({ ...values, kind: 'receiver' } as Parameters<typeof createAddress>[0]);
        toast.success(portal.receiverBook.saved);
        await mutate();
      } catch (error) {
        toast.error(Object.values(refusalErrors(error))[0] ?? failureMessage(error));
      }
    },
  };
}

/**
 * The customer wizard (spec 2 and 4) for the logged-in customer. `?ship_again=<shipmentId>`
 * starts it from a past booking (portal 'Ship again').
 */
export function Component() {
  const w = useSiteWords();
  const session = useLoaderData<typeof requireCustomerSession>();
  const [params] = useSearchParams();
  const shipAgainId = params.get('ship_again') ?? '';
  // Taken once: the wizard's sender starts from the session and is the visitor's to edit.
  const [initial] = useState(() => senderFromAccount(session.Data[0]));
  const receiverBook = useReceiverBook();
  const again = useShipAgain(shipAgainId);
  const steps = again.data ? shipAgainSteps(again.data.booking) : undefined;
  return (
    <>
      <PageBanner title={w.pages.createShipment} />
      <Container className="space-y-8">
        {shipAgainId && again.isLoading ? (
          <PageLoading />
        ) : (
          <>
            {steps && (
              <p role="status" className="rounded-card border border-line bg-navy-50 p-3 text-sm">
                {w.portal.shipAgainLoaded}
              </p>
            )}
            {shipAgainId && again.error && (
              <p role="alert" className="rounded-card border border-line p-3 text-sm">
                {w.portal.shipAgainFailed}
              </p>
            )}
            <BookingWizard
              key={steps ? shipAgainId : 'new'}
              variant="customer"
              initialStep1={steps?.step1 ?? initial}
              initialStep2={steps?.step2}
              receiverBook={receiverBook}
            />
          </>
        )}
      </Container>
    </>
  );
}
