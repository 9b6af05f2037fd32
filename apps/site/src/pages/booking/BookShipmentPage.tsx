import { useSearchParams } from 'react-router';
import { useCountries } from '../../api/reference';
import { BookingWizard, quoteStep2 } from '../../booking/BookingWizard';
import { PaymentReturn } from '../../booking/PaymentReturn';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { PageBanner } from '../../components/PageBanner';
import { useStoredOnce } from '../../ssr/useStoredOnce';
import { NO_QUOTE, readQuote } from '../../storage/rateStorage';
import { useSiteWords } from '../../i18n/siteWords';

/**
 * The public booking wizard (spec 2 and 4), starting from rate-enquiry's quote when there is one.
 * With `?payment=<shipmentId>` it is the page the payer comes back to from the payment gateway's
 * hosted page: the booking's payment, paid or to pay again (PaymentReturn).
 */
export function Component() {
  const w = useSiteWords();
  const [params] = useSearchParams();
  const paymentOf = params.get('payment');
  // Read once: the stored quote starts the wizard and never changes under it. The server renders
  // the wizard without one; after hydration it starts again from the quote (keyed below), the same
  // fields with the quote's countries and weight in them, so nothing moves.
  const quote = useStoredOnce(readQuote, NO_QUOTE);
  const countries = useCountries();
  // A quote names countries by id; the wizard's fields hold names.
  const nameOf = (id: string) =>
    countries.list.find((c) => String(c.country_id) === id)?.country_name ?? '';
  const waitingForQuoteNames = Boolean(quote.originCountryId) && countries.isLoading;
  return (
    <>
      <PageBanner title={w.pages.bookShipment} />
      <Container className="space-y-8">
        {paymentOf ? (
          <PaymentReturn shipmentId={paymentOf} />
        ) : waitingForQuoteNames ? (
          <EmptyState loading />
        ) : (
          <BookingWizard
            key={JSON.stringify(quote)}
            variant="public"
            initialStep1={{
              sender_country: nameOf(quote.originCountryId),
              receiver_country: nameOf(quote.destinationCountryId),
            }}
            initialStep2={quoteStep2(quote.totalWeight)}
          />
        )}
      </Container>
    </>
  );
}
