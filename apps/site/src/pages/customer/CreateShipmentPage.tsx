import type { BookingStep1Input } from '@courier/domain/schemas/booking';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { BookingWizard } from '../../booking/BookingWizard';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import type { requireCustomerSession } from '../../session/requireCustomerSession';

/** The sender starts as the logged-in customer (the session's display data). */
function senderFromSession(
  session: Awaited<ReturnType<typeof requireCustomerSession>>,
): Partial<BookingStep1Input<'customer'>> {
  const customer = session.Data[0];
  return {
    sender_consignor: customer?.COMP_NAME ?? '',
    sender_contact_person: customer?.ContactPerson ?? '',
    sender_street_name_number: customer?.Add1 ?? '',
    sender_street_name_number1: customer?.Add2 ?? '',
    sender_telephone: (customer?.PH_NO ?? '').replace(/[^\d+]/g, ''),
    sender_email: customer?.E_MAIL ?? '',
  };
}

/** The customer wizard (spec 2 and 4) for the logged-in customer. */
export function Component() {
  const session = useLoaderData<typeof requireCustomerSession>();
  // Taken once: the wizard's sender starts from the session and is the visitor's to edit.
  const [initial] = useState(() => senderFromSession(session));
  return (
    <>
      <PageBanner title="Create Shipment" />
      <Container className="space-y-8">
        <BookingWizard variant="customer" initialStep1={initial} />
      </Container>
    </>
  );
}
