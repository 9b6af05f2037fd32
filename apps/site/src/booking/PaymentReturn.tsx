import type { SuccessOf } from '@courier/api-client/endpoints';
import type { PaymentMethod } from '@courier/domain/constants';
import { formatKwd, tryParseKwd } from '@courier/domain/money';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { useUiWords } from '@courier/ui/i18n/uiWords';
import { Stepper } from '@courier/ui/Stepper';
import { toast } from '@courier/ui/Toaster';
import { Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import type { ApiCallError } from '@courier/api-client/apiCallError';
import { apiCall } from '../api/client';
import { logQuietly } from '../api/hooks';
import { failureMessage } from '../api/failureMessage';
import { startOnlinePayment } from '../api/shipments';
import { PageLoading } from '../components/PageLoading';
import { useSiteWords } from '../i18n/siteWords';
import { OnlinePaymentStep, ShipmentResultView } from './laterSteps';

type Status = SuccessOf<'payment_status'>;

/**
 * While the gateway's answer has not arrived (the payer came back before its notice, or by the
 * browser's Back button), the page asks again every few seconds, for two minutes at most.
 */
const WAITING_POLL_MS = 3_000;
const WAITING_POLLS = 40;

const waitsForGateway = (data: Status | undefined) =>
  data?.payment_status === 'awaiting' &&
  (data.last_attempt === 'pending' || data.last_attempt === null);

/**
 * The page the payer comes back to from the gateway's hosted page (book-shipment?payment=<id>).
 * The server's record decides what it shows, never the address it was reached by: paid, the
 * booking's result view; not paid, why (declined, cancelled, no answer yet) and the payment step
 * again, which opens another visit to the gateway's page.
 */
export function PaymentReturn({ shipmentId }: { shipmentId: string }) {
  const w = useSiteWords();
  const methods = useUiWords().onlinePayment;
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const answers = useRef(0);
  const status = useSWR<Status, ApiCallError>(
    ['payment_status', shipmentId],
    () => apiCall('payment_status', { shipmentId }),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      onError: logQuietly,
      onSuccess: () => {
        answers.current += 1;
      },
      refreshInterval: (latest) =>
        waitsForGateway(latest) && answers.current < WAITING_POLLS ? WAITING_POLL_MS : 0,
    },
  );
  const data = status.data;

  if (status.error)
    return (
      <p role="alert" className="rounded-card border border-danger bg-danger-soft p-4 text-ink">
        {status.error.status === 404 ? w.payment.notFound : failureMessage(status.error)}
      </p>
    );
  if (!data)
    return (
      <p role="status" aria-busy="true" className="py-10 text-center text-ink-muted">
        {w.payment.checking}
      </p>
    );

  const amountText = formatKwd(tryParseKwd(data.total_amount) ?? 0, language);
  const methodName = data.payment_method ? methods[data.payment_method] : '';
  if (data.payment_status !== 'awaiting')
    return <PaidBooking data={data} amountText={amountText} methodName={methodName} />;

  const pay = async (method: PaymentMethod) => {
    setBusy(true);
    try {
      const { paymentLink } = await startOnlinePayment({ shipmentId, payment_method: method });
      window.location.assign(paymentLink);
    } catch (error) {
      toast.error(failureMessage(error));
      setBusy(false);
    }
  };
  const waiting = waitsForGateway(data);
  const reason =
    data.last_attempt === 'cancelled'
      ? w.payment.cancelledText
      : data.last_attempt === 'declined' || data.last_attempt === 'rejected'
        ? w.payment.declinedText
        : w.payment.waitingText;
  return (
    <Suspense fallback={<PageLoading />}>
      <div className="space-y-8">
        <Stepper
          steps={[w.wizard.parties, w.wizard.shipping, w.wizard.collection, w.wizard.payment]}
          current={3}
        />
        <OnlinePaymentStep
          amountText={amountText}
          isBusy={busy}
          defaultMethod={data.payment_method ?? undefined}
          onSubmit={(method) => void pay(method)}
          notice={
            <div
              // A refusal is announced at once; the wait for the gateway is only news.
              role={waiting ? 'status' : 'alert'}
              data-testid="payment-not-completed"
              className={`rounded-card border p-4 ${
                waiting ? 'border-line bg-surface-muted' : 'border-danger bg-danger-soft'
              }`}
            >
              <h2 className="font-bold text-navy-800">{w.payment.notCompleted}</h2>
              <p className="text-ink">{reason}</p>
            </div>
          }
        />
      </div>
    </Suspense>
  );
}

/** A paid booking (or a cash one): the payment's confirmation above the booking's result view. */
function PaidBooking({
  data,
  amountText,
  methodName,
}: {
  data: Status;
  amountText: string;
  methodName: string;
}) {
  const navigate = useNavigate();
  const w = useSiteWords();
  const booking = data.shipmentDetails;
  return (
    <Suspense fallback={<PageLoading />}>
      <div className="space-y-6">
        {data.payment_status === 'paid' ? (
          <div
            role="status"
            data-testid="payment-received"
            className="rounded-card border border-success bg-success-soft p-4"
          >
            <h2 className="font-bold text-success">{w.payment.received}</h2>
            <p className="text-ink">
              {w.payment.receivedText({ amount: amountText, method: methodName })}
            </p>
          </div>
        ) : null}
        <ShipmentResultView
          variant="public"
          shipmentNo={data.shipment_no}
          accountCode={data.account_code}
          labelUrl={data.label_url}
          documents={data.documents}
          booking={booking}
          items={booking.shipment_items}
          amountText={amountText}
          onClose={() => void navigate('/')}
        />
      </div>
    </Suspense>
  );
}
